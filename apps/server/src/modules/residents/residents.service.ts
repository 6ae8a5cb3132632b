import { RESIDENTS_MESSAGES as M, type JoinBody, type JoinRequest, type MyResidency, type Residency } from '@padosi/shared/residents';
import { AUTH_MESSAGES } from '@padosi/shared/auth';
import type { Paged } from '@padosi/shared/paging';
import type { ServiceContext, ViewerContext } from '../../platform/services/context';
import { AppError, Conflict, Forbidden, NotFound } from '../../platform/http/errors';
import { isUniqueViolation } from '../../platform/sql/sql-text';
import { pageSlice, toPage, type PageRequest } from '../../platform/sql/paging';
import { societySettings } from '../settings/settings.service';
import {
  findResidency,
  hasApprovedResidency,
  insertResidency,
  latestResidency,
  lockFlat,
  lockOpenResidency,
  lockResidency,
  pendingRequests,
  updateResidency,
  verifiedInFlat,
} from './residents.repo';

/*
 * Joining a flat (issue 25): a resident asks, an admin approves or declines with a reason, or the resident joins at
 * once with their block's invite code. A flat holds at most the society's limit of verified residents; moving out
 * ends the verification. Every step is one audit entry, and join.approved / join.declined go on the event bus.
 */

type Row = NonNullable<Awaited<ReturnType<typeof findResidency>>>;

const view = (r: Row): Residency => ({
  id: r.id,
  status: r.status,
  role: r.role,
  via: r.via,
  apartment: r.apartment,
  block: r.block,
  flat: r.flat,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/** Whether the acting person is a verified resident now (false for a visitor). The phone reveal (t25b) uses it. */
export async function isVerifiedResident(ctx: ViewerContext): Promise<boolean> {
  return ctx.user ? hasApprovedResidency(ctx.db, ctx.user.id) : false;
}

/**
 * The one policy of who may post (every post type) and review: in "open" anyone signed in; otherwise verified
 * residents (and admins, who run the portal). Services call it before writing anything.
 */
export async function assertCanPost(ctx: ServiceContext): Promise<void> {
  if (ctx.user.isAdmin) return;
  const { registrationMode } = await societySettings(ctx);
  if (registrationMode === 'open') return;
  if (!(await hasApprovedResidency(ctx.db, ctx.user.id))) throw Forbidden(M.needsVerification);
}

/** Whether a viewer may see residents' phone numbers under the society's mode (t25b's reveal). */
export async function canSeeResidentPhones(ctx: ViewerContext): Promise<boolean> {
  if (!ctx.user) return false;
  if (ctx.user.isAdmin) return true;
  const { registrationMode } = await societySettings(ctx);
  return registrationMode === 'open' || hasApprovedResidency(ctx.db, ctx.user.id);
}

export async function myResidency(ctx: ServiceContext): Promise<MyResidency> {
  const [row, settings] = await Promise.all([latestResidency(ctx.db, ctx.user.id), societySettings(ctx)]);
  return { residency: row ? view(row) : null, verified: row?.status === 'approved', mode: settings.registrationMode };
}

/** Checks the flat has room, under its row lock (the caller's transaction holds it until commit). */
async function assertRoom(ctx: ServiceContext, flatId: number) {
  const { flatResidentLimit } = await societySettings(ctx);
  if ((await verifiedInFlat(ctx.db, flatId)) >= flatResidentLimit) throw Conflict(M.flatFull);
}

/** A resident asks to join a flat; with the block's invite code they are verified at once. */
export async function joinFlat(ctx: ServiceContext, body: JoinBody): Promise<Residency> {
  const { registrationMode } = await societySettings(ctx);
  const code = body.inviteCode;
  if (!code && registrationMode === 'invite_only') throw Forbidden(M.inviteOnly);
  let id: number;
  try {
    id = await ctx.transaction(async (tx) => {
      const flat = await lockFlat(tx.db, body.flatId);
      if (!flat) throw NotFound('The flat');
      if (await lockOpenResidency(tx.db, tx.user.id)) throw Conflict(M.alreadyOpen);
      const invited = code !== '';
      if (invited && flat.inviteCode !== code) throw new AppError(400, M.inviteCodeWrong);
      if (invited) await assertRoom(tx, flat.id);
      const now = tx.clock.now();
      const row = await insertResidency(tx.db, {
        userId: tx.user.id,
        flatId: flat.id,
        role: body.role,
        via: invited ? 'invite' : 'request',
        status: invited ? 'approved' : 'pending',
        decidedAt: invited ? now : null,
        createdAt: now,
      });
      await tx.audit(invited ? 'residency.join_invite' : 'residency.request', `residency:${row.id}`, { flatId: flat.id, role: body.role });
      if (invited) await tx.emit('join.approved', { residencyId: row.id, userId: tx.user.id });
      return row.id;
    });
  } catch (err) {
    // Two requests of one person at once: the one-open-residency index lets only the first in.
    if (isUniqueViolation(err)) throw Conflict(M.alreadyOpen);
    throw err;
  }
  return view((await findResidency(ctx.db, id))!);
}

const adminOnly = (ctx: ServiceContext) => {
  if (!ctx.user.isAdmin) throw Forbidden(AUTH_MESSAGES.adminOnly);
};

export async function joinQueue(ctx: ServiceContext, page: PageRequest): Promise<Paged<JoinRequest>> {
  adminOnly(ctx);
  const { limit, offset } = pageSlice(page);
  const { items, total } = await pendingRequests(ctx.db, limit, offset);
  return toPage(
    items.map((r) => ({ ...view(r), userId: r.userId, userName: r.userName, email: r.email })),
    total,
    page,
  );
}

async function decide(ctx: ServiceContext, id: number, approve: boolean, reason: string | null): Promise<Residency> {
  adminOnly(ctx);
  await ctx.transaction(async (tx) => {
    const row = await lockResidency(tx.db, id);
    if (!row) throw NotFound('The join request');
    if (row.status !== 'pending') throw Conflict(M.notPending);
    if (approve) {
      await lockFlat(tx.db, row.flatId);
      await assertRoom(tx, row.flatId);
    }
    await updateResidency(tx.db, id, { status: approve ? 'approved' : 'declined', reason, decidedBy: tx.user.id, decidedAt: tx.clock.now() });
    await tx.audit(approve ? 'residency.approve' : 'residency.decline', `residency:${id}`, { userId: row.userId, ...(reason ? { reason } : {}) });
    if (approve) await tx.emit('join.approved', { residencyId: id, userId: row.userId });
    else await tx.emit('join.declined', { residencyId: id, userId: row.userId });
  });
  return view((await findResidency(ctx.db, id))!);
}

export const approveJoin = (ctx: ServiceContext, id: number) => decide(ctx, id, true, null);
export const declineJoin = (ctx: ServiceContext, id: number, reason: string) => decide(ctx, id, false, reason);

/** The resident moves out (or withdraws a request that waits): the verification ends, the history stays. */
export async function moveOut(ctx: ServiceContext): Promise<MyResidency> {
  await ctx.transaction(async (tx) => {
    const row = await lockOpenResidency(tx.db, tx.user.id);
    if (!row) throw Conflict(M.notVerified);
    await updateResidency(tx.db, row.id, { status: 'moved_out', endedAt: tx.clock.now() });
    await tx.audit('residency.move_out', `residency:${row.id}`, { userId: row.userId, flatId: row.flatId });
  });
  return myResidency(ctx);
}

/** An admin ends someone's verification (they left the flat). */
export async function endResidency(ctx: ServiceContext, id: number): Promise<Residency> {
  adminOnly(ctx);
  await ctx.transaction(async (tx) => {
    const row = await lockResidency(tx.db, id);
    if (!row) throw NotFound('The residency');
    if (row.status !== 'approved') throw Conflict(M.notVerified);
    await updateResidency(tx.db, id, { status: 'moved_out', endedAt: tx.clock.now(), decidedBy: tx.user.id });
    await tx.audit('residency.move_out', `residency:${id}`, { userId: row.userId, flatId: row.flatId, byAdmin: true });
  });
  return view((await findResidency(ctx.db, id))!);
}
