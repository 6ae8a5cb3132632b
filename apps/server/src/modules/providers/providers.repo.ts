import { eq, sql } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { byId } from '../../platform/sql/rows';

const { serviceProviders: sp, reviews } = schema;
export type ProviderRow = typeof sp.$inferSelect;
export type ProviderInsert = typeof sp.$inferInsert;

const rows = byId(sp);
export const findProviderRow = rows.find;

/** The owner of a provider, for permission checks without reading the whole row. */
export async function findProviderOwner(db: Db, id: number) {
  const [row] = await db.select({ id: sp.id, userId: sp.userId }).from(sp).where(eq(sp.id, id)).limit(1);
  return row ?? null;
}

export const insertProvider = rows.insert;

export const updateProvider = rows.update;

export const deleteProvider = rows.remove;

/** Recomputes rating (average of live reviews, one decimal) and review_count from the reviews table. */
export async function refreshRating(db: Db, providerId: number) {
  await db.execute(sql`
    UPDATE ${sp} SET
      rating = coalesce((SELECT round(avg(${reviews.rating})::numeric, 1) FROM ${reviews}
                         WHERE ${reviews.serviceProviderId} = ${providerId} AND ${reviews.deletedAt} IS NULL), 0),
      review_count = (SELECT count(*) FROM ${reviews} WHERE ${reviews.serviceProviderId} = ${providerId} AND ${reviews.deletedAt} IS NULL)
    WHERE ${sp.id} = ${providerId}`);
}
