import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ReviewItem } from '@padosi/shared/reviews';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { pageSlice, type PageRequest } from '../../platform/sql/paging';
import { verifiedResidentOf } from '../../db/verified-resident';

const { reviews, users } = schema;

export async function pageReviews(db: Db, providerId: number, page: PageRequest): Promise<ReviewItem[]> {
  const { limit, offset } = pageSlice(page);
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      userId: reviews.userId,
      userName: users.name,
      userPicture: users.profilePicture,
      verified: verifiedResidentOf(reviews.userId),
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.serviceProviderId, providerId), isNull(reviews.deletedAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    created_at: r.createdAt.toISOString(),
    user_id: r.userId,
    user_name: r.userName,
    user_picture: r.userPicture,
    verified: r.verified,
  }));
}

/**
 * One review per user and provider: a second one replaces the first (and revives it if its author removed it).
 * A review an admin removed is left alone: null comes back and nothing is written.
 */
export async function upsertReview(db: Db, values: { serviceProviderId: number; userId: number; rating: number; comment: string }) {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoUpdate({
      target: [reviews.serviceProviderId, reviews.userId],
      set: { rating: values.rating, comment: values.comment, createdAt: sql`now()`, deletedAt: null },
      setWhere: eq(reviews.removedByAdmin, false),
    })
    .returning({ id: reviews.id, inserted: sql<boolean>`(xmax = 0)` });
  return row ?? null;
}

export async function findReview(db: Db, id: number) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return row ?? null;
}

export async function softDeleteReview(db: Db, id: number, byAdmin: boolean) {
  await db.update(reviews).set({ deletedAt: new Date(), removedByAdmin: byAdmin }).where(eq(reviews.id, id));
}
