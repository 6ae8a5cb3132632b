import { and, desc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { pageSlice, type PageRequest } from '../../platform/sql/paging';
import type { AdWithCategory } from './ads.repo';

const { ads, adCategories, savedAds } = schema;

/** A saved ad stays in the list while it is listed, or while it is the viewer's own (even Inactive). */
const visibleTo = (userId: number) => or(sql`${ads.status} <> 'Inactive'`, eq(ads.userId, userId));

export async function saveAd(db: Db, userId: number, adId: number) {
  await db.insert(savedAds).values({ userId, adId }).onConflictDoNothing();
}

export async function unsaveAd(db: Db, userId: number, adId: number) {
  await db.delete(savedAds).where(and(eq(savedAds.userId, userId), eq(savedAds.adId, adId)));
}

export async function isSaved(db: Db, userId: number, adId: number) {
  const [row] = await db
    .select({ adId: savedAds.adId })
    .from(savedAds)
    .where(and(eq(savedAds.userId, userId), eq(savedAds.adId, adId)))
    .limit(1);
  return Boolean(row);
}

/** One page of a user's saved ads, most recently saved first (the primary key's index serves the count). */
export async function listSavedAds(db: Db, userId: number, page: PageRequest): Promise<{ rows: AdWithCategory[]; total: number }> {
  const { limit, offset } = pageSlice(page);
  const where = and(eq(savedAds.userId, userId), visibleTo(userId));
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...getTableColumns(ads), categoryName: adCategories.name })
      .from(savedAds)
      .innerJoin(ads, eq(ads.id, savedAds.adId))
      .innerJoin(adCategories, eq(adCategories.id, ads.categoryId))
      .where(where)
      .orderBy(desc(savedAds.createdAt), desc(ads.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(savedAds)
      .innerJoin(ads, eq(ads.id, savedAds.adId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
