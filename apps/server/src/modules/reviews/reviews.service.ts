import { REVIEW_MESSAGES } from '@padosi/shared/reviews';
import { assertOwnerOrAdmin } from '../../platform/http/auth';
import type { ServiceContext, ViewerContext } from '../../platform/services/context';
import { Forbidden, NotFound } from '../../platform/http/errors';
import { toPage, type PageRequest } from '../../platform/sql/paging';
import { assertProviderOpen, assertProviderVisible, onReviewsCommitted, refreshProviderRating } from '../providers/providers.service';
import { TRUST_MESSAGES } from '@padosi/shared/trust';
import { findReview, pageReviews, softDeleteReview, upsertReview } from './reviews.repo';
import { assertCanPost } from '../residents/residents.service';
import { removeKitchenReview } from '../kitchens/kitchens.service';

export const REVIEW_REMOVED_BY_ADMIN = 'An admin removed your review of this provider, so it cannot be posted again.';

export async function listReviews(ctx: ViewerContext, providerId: number, page: PageRequest) {
  const provider = await assertProviderVisible(ctx, providerId);
  const items = await pageReviews(ctx.db, providerId, page);
  // rating and review_count are kept in step with the reviews, so they serve as the average and the total.
  return { ...toPage(items, provider.reviewCount, page), average: Number(provider.rating) };
}

/** Adds (or replaces) the user's review and updates the provider's rating in the same transaction. */
export async function addReview(ctx: ServiceContext, values: { service_provider_id: number; rating: number; review: string }) {
  await assertCanPost(ctx);
  const { user } = ctx;
  const provider = await assertProviderOpen(ctx, values.service_provider_id, TRUST_MESSAGES.hiddenNoReview);
  if (provider.userId === user.id) throw Forbidden(REVIEW_MESSAGES.ownProvider);
  const saved = await ctx.transaction(async (tx) => {
    const row = await upsertReview(tx.db, { serviceProviderId: provider.id, userId: user.id, rating: values.rating, comment: values.review });
    if (!row) throw Forbidden(REVIEW_REMOVED_BY_ADMIN);
    await refreshProviderRating(tx.db, provider.id);
    return row;
  });
  await onReviewsCommitted(ctx.caches, provider.id);
  if (saved.inserted) {
    await ctx.emit('review.added', {
      kind: 'provider',
      itemId: provider.id,
      reviewId: saved.id,
      name: provider.name,
      ownerId: provider.userId,
      actorId: user.id,
      rating: values.rating,
    });
  }
  return { id: saved.id, replaced: !saved.inserted };
}

async function removeReview(ctx: ServiceContext, review: { id: number; userId: number; serviceProviderId: number }) {
  await ctx.transaction(async (tx) => {
    await softDeleteReview(tx.db, review.id, ctx.user.id !== review.userId);
    await refreshProviderRating(tx.db, review.serviceProviderId);
  });
  await onReviewsCommitted(ctx.caches, review.serviceProviderId);
}

async function findLiveReview(ctx: ServiceContext, id: number) {
  const review = await findReview(ctx.db, id);
  if (!review || review.deletedAt) throw NotFound('The review');
  return review;
}

/**
 * The review's author or an admin removes it (soft: the row stays for history); the rating follows. An admin
 * removing someone else's review is one audit entry.
 */
export async function deleteReview(ctx: ServiceContext, id: number) {
  const review = await findLiveReview(ctx, id);
  assertOwnerOrAdmin(ctx.user, review.userId);
  await removeReview(ctx, review);
  if (ctx.user.isAdmin) await ctx.audit('review.delete', `review:${id}`, { ownerId: review.userId });
}

/** Moderation (reports queue, admin only): removed as by an admin; the report's own entry is the audit. */
export async function hideReportedReview(ctx: ServiceContext, id: number) {
  const review = await findLiveReview(ctx, id);
  await removeReview(ctx, review);
}

/**
 * An admin removes any review, a provider's or a kitchen's, with a reason the audit log keeps (issue 25). Soft, as
 * every review removal: the row stays for history and the rating follows.
 */
export async function removeReviewWithReason(ctx: ServiceContext, kind: 'provider' | 'kitchen', id: number, reason: string) {
  if (!ctx.user.isAdmin) throw Forbidden();
  if (kind === 'provider') {
    const review = await findLiveReview(ctx, id);
    await removeReview(ctx, review);
    await ctx.audit('review.remove', `review:${id}`, { ownerId: review.userId, providerId: review.serviceProviderId, reason });
    return;
  }
  const removed = await removeKitchenReview(ctx, id);
  await ctx.audit('review.remove', `kitchen_review:${id}`, { ownerId: removed.userId, kitchenId: removed.kitchenId, reason });
}
