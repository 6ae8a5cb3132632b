import { AUTH_MESSAGES } from '@padosi/shared/auth';
import { MODERATION_MESSAGES, moderationLink, type ModerationBody, type ModerationKind, type ModerationQuery } from '@padosi/shared/moderation';
import type { AuthUser } from '../../platform/http/auth';
import { isOwnerOrAdmin } from '../../platform/http/auth';
import { Forbidden, Gone, NotFound } from '../../platform/http/errors';
import type { ServiceContext } from '../../platform/services/context';
import { toPage } from '../../platform/sql/paging';
import { listListings, setRemoved } from './moderation.repo';

const assertAdmin = (ctx: ServiceContext) => {
  if (!ctx.user.isAdmin) throw Forbidden(AUTH_MESSAGES.adminOnly);
};

/** The console's Listings screen: one kind, searched by title, all or only the hidden or shown ones. */
export async function findListings(ctx: ServiceContext, q: ModerationQuery) {
  assertAdmin(ctx);
  const { rows, total } = await listListings(ctx.db, q.kind, { q: q.q, hidden: q.hidden }, q);
  const items = rows.map((r) => ({
    kind: q.kind,
    id: r.id,
    title: r.title,
    owner_name: r.ownerName,
    hidden: r.hidden,
    reason: r.reason,
    link: moderationLink(q.kind, r.id),
    created_at: (r.createdAt as Date).toISOString(),
  }));
  return toPage(items, total, q);
}

const NAMES: Record<ModerationKind, string> = { ad: 'The ad', rental: 'The rental', ride: 'The ride', kitchen: 'The kitchen' };

/**
 * Hides a listing with the moderators' reason, or shows it again. One write (the listing leaves or rejoins every
 * public list at once), one audit entry with the reason, and its owner hears after commit. Showing an ad or rental
 * lists it as Available again.
 */
export async function moderateListing(ctx: ServiceContext, kind: ModerationKind, id: number, body: ModerationBody) {
  assertAdmin(ctx);
  const reason = body.hidden ? body.reason : null;
  const row = await ctx.transaction(async (tx) => {
    const changed = await setRemoved(tx.db, kind, id, reason);
    if (!changed) return null;
    await tx.audit(body.hidden ? 'listing.hide' : 'listing.show', `${kind}:${id}`, body.hidden ? { reason } : {});
    await tx.emit('post.removed', {
      item: kind,
      itemId: id,
      ownerId: changed.userId,
      actorId: ctx.user.id,
      removed: body.hidden,
      url: moderationLink(kind, id),
    });
    return changed;
  });
  if (!row) throw NotFound(NAMES[kind]);
  return { message: body.hidden ? MODERATION_MESSAGES.hidden : MODERATION_MESSAGES.shown };
}

/**
 * A report an admin upheld (reports module) removes an ad, rental or ride as the Listings screen does, with a fixed
 * reason: the reporter's words are not the owner's to read. The report's own audit entry and events stand for it.
 */
export async function removeReportedListing(ctx: ServiceContext, kind: 'ad' | 'rental' | 'ride', id: number) {
  assertAdmin(ctx);
  await setRemoved(ctx.db, kind, id, MODERATION_MESSAGES.afterReport);
}

/**
 * For the listing modules' detail reads: a listing the moderators removed answers 410 with a clear message to
 * everyone but its owner and the admins, who still open it and read the reason.
 */
export function assertNotRemoved(user: AuthUser | null, row: { userId: number; removedReason: string | null }) {
  if (row.removedReason !== null && !isOwnerOrAdmin(user, row.userId)) throw Gone(MODERATION_MESSAGES.removed);
}

/** The reason, on the owner's (and admins') view of a removed listing. */
export const removedReasonField = (row: { removedReason: string | null }) => (row.removedReason !== null ? { removed_reason: row.removedReason } : {});
