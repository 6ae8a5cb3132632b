import type { z } from 'zod';
import { TRUST_LIMITS, TRUST_MESSAGES, type Standing, type WarningBody } from '@padosi/shared/trust';
import { Forbidden, NotFound } from '../../platform/http/errors';
import type { ServiceContext } from '../../platform/services/context';
import * as repo from './strikes.repo';

const DAY_MS = 86_400_000;

/**
 * An admin warns a resident (a strike) with the rule broken and a note the resident reads. Every third warning
 * suspends posting for the days the admin chose (from now, or from the end of a suspension still running). Audited.
 */
export async function warnResident(ctx: ServiceContext, userId: number, body: z.output<typeof WarningBody>) {
  return ctx.transaction(async (tx) => {
    const user = await repo.lockUser(tx.db, userId);
    if (!user) throw NotFound('The resident');
    const warnings = await repo.insertWarning(tx.db, { userId, rule: body.rule, note: body.note, suspendDays: body.suspend_days, createdBy: ctx.user.id });
    let until = user.suspendedUntil && user.suspendedUntil > ctx.clock.now() ? user.suspendedUntil : null;
    if (warnings % TRUST_LIMITS.warningsToSuspend === 0) {
      const from = until ?? ctx.clock.now();
      until = new Date(from.getTime() + body.suspend_days * DAY_MS);
      await repo.suspendPosting(tx.db, userId, until);
    }
    await tx.audit('user.warn', `user:${userId}`, { rule: body.rule, warnings, suspendedUntil: until?.toISOString() ?? null });
    return { message: TRUST_MESSAGES.warned, warnings, posting_suspended_until: until?.toISOString() ?? null };
  });
}

/** The signed-in resident's own warnings and suspension, for their profile. */
export async function myStanding(ctx: ServiceContext): Promise<Standing> {
  const { warnings, until } = await repo.standingOf(ctx.db, ctx.user.id);
  const now = ctx.clock.now();
  return {
    warnings: warnings.map((w) => ({ id: w.id, rule: w.rule, note: w.note, created_at: w.createdAt.toISOString() })),
    posting_suspended_until: until && until > now ? until.toISOString() : null,
  };
}

/** Refuses a new post while the author's posting is suspended (ads, rentals, rides call it before writing). */
export async function assertNotSuspended(ctx: ServiceContext) {
  if (ctx.user.isAdmin) return;
  const { until } = await repo.standingOf(ctx.db, ctx.user.id);
  if (until && until > ctx.clock.now()) throw Forbidden(TRUST_MESSAGES.postingSuspended);
}
