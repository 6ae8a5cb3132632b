import { and, desc, eq } from 'drizzle-orm';
import { FAVORITES_LIST_MAX } from '@padosi/shared/favorites';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';

const { favorites } = schema;

export async function listFavorites(db: Db, userId: number) {
  const rows = await db.select().from(favorites).where(eq(favorites.userId, userId)).orderBy(desc(favorites.createdAt)).limit(FAVORITES_LIST_MAX);
  return rows.map((f) => ({ id: f.serviceProviderId, service_provider_id: f.serviceProviderId, created_at: f.createdAt.toISOString() }));
}

/** Adding twice is harmless: the first one stays. */
export async function addFavorite(db: Db, userId: number, serviceProviderId: number) {
  await db.insert(favorites).values({ userId, serviceProviderId }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, userId: number, serviceProviderId: number) {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.serviceProviderId, serviceProviderId)));
}
