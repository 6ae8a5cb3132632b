import { REVIEW_MESSAGES } from '@padosi/shared/reviews';
import { assertOwnerOrAdmin, type AuthUser } from '../../platform/http/auth';
import type { AppDeps } from '../../platform/services/deps';
import { Forbidden, NotFound } from '../../platform/http/errors';
import { toPage, type PageRequest } from '../../platform/sql/paging';
import { assertProviderExists, onReviewsCommitted, refreshProviderRating } from '../providers/providers.service';
import { findReview, pageReviews, softDeleteReview, upsertReview } from './reviews.repo';

export const REVIEW_REMOVED_BY_ADMIN = 'An admin removed your review of this provider, so it cannot be posted again.';

export async function listReviews(deps: AppDeps, providerId: number, page: PageRequest) {
  const provider = await assertProviderExists(deps, providerId);
  const items = await pageReviews(deps.database.db, providerId, page);
  // rating and review_count are kept in step with the reviews, so they serve as the average and the total.
  return { ...toPage(items, provider.reviewCount, page), average: Number(provider.rating) };
}

/** Adds (or replaces) the user's review and updates the provider's rating in the same transaction. */
export async function addReview(deps: AppDeps, user: AuthUser, values: { service_provider_id: number; rating: number; review: string }) {
  const provider = await assertProviderExists(deps, values.service_provider_id);
  if (provider.userId === user.id) throw Forbidden(REVIEW_MESSAGES.ownProvider);
  const saved = await deps.database.db.transaction(async (tx) => {
    const row = await upsertReview(tx, { serviceProviderId: provider.id, userId: user.id, rating: values.rating, comment: values.review });
    if (!row) throw Forbidden(REVIEW_REMOVED_BY_ADMIN);
    await refreshProviderRating(tx, provider.id);
    return row;
  });
  await onReviewsCommitted(deps.database.db, provider.id);
  return { id: saved.id, replaced: !saved.inserted };
}

/** The review's author or an admin removes it (soft: the row stays for history); the rating follows. */
export async function deleteReview(deps: AppDeps, user: AuthUser, id: number) {
  const review = await findReview(deps.database.db, id);
  if (!review || review.deletedAt) throw NotFound('The review');
  assertOwnerOrAdmin(user, review.userId);
  await deps.database.db.transaction(async (tx) => {
    await softDeleteReview(tx, id, user.id !== review.userId);
    await refreshProviderRating(tx, review.serviceProviderId);
  });
  await onReviewsCommitted(deps.database.db, review.serviceProviderId);
}
