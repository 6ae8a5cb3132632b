import { TRUST_LIMITS, TRUST_MESSAGES, type PhoneReveal } from '@padosi/shared/trust';
import { isOwnerOrAdmin } from '../../platform/http/auth';
import { AppError, Forbidden, Unauthorized } from '../../platform/http/errors';
import type { ViewerContext } from '../../platform/services/context';
import * as repo from './phone-reveals.repo';
import { mayRevealPhones } from './verification';

export type { PhoneKind } from './phone-reveals.repo';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A resident's phone number on an ad, rental or ride, for one signed-in viewer (issue 25). It is never part of a
 * listing's public answer: each viewer asks for it here, and each reveal is counted; a viewer may reveal
 * `revealsPerHour` different items an hour (429 after that). The owner and the admins see it without counting.
 */
export async function revealPhone(ctx: ViewerContext, kind: repo.PhoneKind, item: { id: number; userId: number; phone: string }): Promise<PhoneReveal> {
  const viewer = ctx.user;
  if (!viewer) throw Unauthorized(TRUST_MESSAGES.signInForPhone);
  if (isOwnerOrAdmin(viewer, item.userId)) return { phone_number: item.phone };
  if (!(await mayRevealPhones(ctx))) throw Forbidden(TRUST_MESSAGES.verifiedForPhone);
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - HOUR_MS);
  await ctx.transaction(async (tx) => {
    await repo.lockViewer(tx.db, viewer.id);
    const again = await repo.revealedSince(tx.db, viewer.id, kind, item.id, since);
    if (!again && (await repo.countSince(tx.db, viewer.id, since)) >= TRUST_LIMITS.revealsPerHour) throw new AppError(429, TRUST_MESSAGES.tooManyReveals);
    await repo.recordReveal(tx.db, viewer.id, kind, item.id, now);
  });
  return { phone_number: item.phone };
}
