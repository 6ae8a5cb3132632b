import { and, asc, count, desc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { AdSort } from '@padosi/shared/ads';
import { schema, type Db } from '../../platform/db';

const { ads, adCategories } = schema;
export type AdRow = typeof ads.$inferSelect;
export type AdWithCategory = AdRow & { categoryName: string };
export type NewAd = typeof ads.$inferInsert;

const listed = ne(ads.status, 'Inactive');

/** Each sort walks its own partial index; id breaks ties so pages never overlap. */
const ORDER: Record<AdSort, SQL[]> = {
  latest: [desc(ads.id)],
  priceLowHigh: [asc(ads.price), asc(ads.id)],
  priceHighLow: [desc(ads.price), desc(ads.id)],
  title: [asc(sql`lower(${ads.title})`), asc(ads.id)],
};

export async function listAdCategories(db: Db) {
  return db.select({ id: adCategories.id, name: adCategories.name }).from(adCategories).orderBy(asc(adCategories.position), asc(adCategories.name));
}

export async function findAdCategory(db: Db, id: number) {
  const [row] = await db.select().from(adCategories).where(eq(adCategories.id, id)).limit(1);
  return row ?? null;
}

const withCategory = { ...getTableColumns(ads), categoryName: adCategories.name };

export async function findAd(db: Db, id: number): Promise<AdWithCategory | null> {
  const [row] = await db.select(withCategory).from(ads).innerJoin(adCategories, eq(adCategories.id, ads.categoryId)).where(eq(ads.id, id)).limit(1);
  return row ?? null;
}

export interface AdListFilter {
  userId?: number;
  /** Owners and admins see Inactive ads in a user's list; the public never does. */
  includeInactive: boolean;
}

/**
 * One page in SQL: the ids come from an index-only subquery (a deferred join), so a deep OFFSET skips index
 * entries rather than whole rows; the total is a count over the same partial index.
 */
export async function listAds(db: Db, filter: AdListFilter, sort: AdSort, page: number, pageSize: number) {
  const where = and(filter.includeInactive ? undefined : listed, filter.userId !== undefined ? eq(ads.userId, filter.userId) : undefined);
  const ids = db
    .select({ id: ads.id })
    .from(ads)
    .where(where)
    .orderBy(...ORDER[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as('page');
  const rows = await db
    .select(withCategory)
    .from(ids)
    .innerJoin(ads, eq(ads.id, ids.id))
    .innerJoin(adCategories, eq(adCategories.id, ads.categoryId))
    .orderBy(...ORDER[sort]);
  const [total] = await db.select({ n: count() }).from(ads).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertAd(db: Db, values: NewAd) {
  const [row] = await db.insert(ads).values(values).returning({ id: ads.id });
  return row!.id;
}

/** Reads the row under a lock so two edits of one ad cannot both add images past the limit. */
export async function lockAd(db: Db, id: number) {
  const [row] = await db.select().from(ads).where(eq(ads.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateAd(db: Db, id: number, values: Partial<NewAd>) {
  const [row] = await db
    .update(ads)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(ads.id, id))
    .returning({ id: ads.id });
  return row?.id ?? null;
}

export async function deleteAd(db: Db, id: number) {
  const [row] = await db.delete(ads).where(eq(ads.id, id)).returning({ images: ads.images });
  return row ?? null;
}
