import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { AdSort } from '@padosi/shared/ads';
import { schema, type Db } from '../../platform/db';
import { byId } from '../../platform/rows';
import { countRows, listedCount, orderBy, pageWindow, type PageRequest, type SortKey } from '../../platform/paging';

const { ads, adCategories } = schema;
export type AdRow = typeof ads.$inferSelect;
export type AdWithCategory = AdRow & { categoryName: string };

/** Each sort walks its own partial index; id breaks ties so pages never overlap. */
const SORT_KEYS: Record<AdSort, SortKey[]> = {
  latest: [[ads.id, 'desc']],
  priceLowHigh: [
    [ads.price, 'asc'],
    [ads.id, 'asc'],
  ],
  priceHighLow: [
    [ads.price, 'desc'],
    [ads.id, 'desc'],
  ],
  title: [
    [ads.titleKey, 'asc'],
    [ads.id, 'asc'],
  ],
};

export async function listAdCategories(db: Db) {
  return db.select({ id: adCategories.id, name: adCategories.name }).from(adCategories).orderBy(asc(adCategories.position), asc(adCategories.name));
}

export async function findAdCategory(db: Db, id: number) {
  const [row] = await db.select().from(adCategories).where(eq(adCategories.id, id)).limit(1);
  return row ?? null;
}

/** Inlined, not a bound parameter: only a literal predicate lets the planner pick the partial indexes. */
const LISTED = sql`${ads.status} <> 'Inactive'`;

const withCategory = { ...getTableColumns(ads), categoryName: adCategories.name };

export async function findAd(db: Db, id: number): Promise<AdWithCategory | null> {
  const [row] = await db.select(withCategory).from(ads).innerJoin(adCategories, eq(adCategories.id, ads.categoryId)).where(eq(ads.id, id)).limit(1);
  return row ?? null;
}

export interface AdListFilter {
  userId?: number;
  /** Owners and admins see Inactive ads in a user's list; the public never does. */
  includeInactive: boolean;
  /** The public list's total when the caller already read it (listing_counts). */
  listed?: number;
}

/**
 * One page in SQL. The total of the public list is a trigger-kept counter; the page's ids come from an
 * index-only subquery (a deferred join) read from the nearer end of the list, so deep pages skip index entries,
 * never whole rows, and the last page is as cheap as the first.
 */
export async function listAds(db: Db, filter: AdListFilter, sort: AdSort, page: PageRequest) {
  const where = and(filter.includeInactive ? undefined : LISTED, filter.userId !== undefined ? eq(ads.userId, filter.userId) : undefined);
  const total = filter.userId === undefined ? (filter.listed ?? (await listedCount(db, 'ads', () => countRows(db, ads, where)))) : await countRows(db, ads, where);
  const window = pageWindow(total, page.page, page.pageSize);
  if (!window) return { rows: [], total };
  const ids = db
    .select({ id: ads.id })
    .from(ads)
    .where(where)
    .orderBy(...orderBy(SORT_KEYS[sort], window.reverse))
    .limit(window.limit)
    .offset(window.offset);
  const rows = await db
    .select(withCategory)
    .from(ads)
    .innerJoin(adCategories, eq(adCategories.id, ads.categoryId))
    .where(inArray(ads.id, ids))
    .orderBy(...orderBy(SORT_KEYS[sort]));
  return { rows, total };
}

const adRows = byId(ads);
export const insertAd = adRows.insert;
/** Two edits of one ad cannot both add images past the limit. */
export const lockAd = adRows.lock;
export const updateAd = adRows.update;
export const deleteAd = adRows.remove;

/** Every listed ad of one user becomes Inactive (an admin disabled the account); returns how many. */
export async function setUserAdsInactive(db: Db, userId: number) {
  const rows = await db.update(ads).set({ status: 'Inactive', updatedAt: new Date() }).where(and(eq(ads.userId, userId), ne(ads.status, 'Inactive'))).returning({ id: ads.id });
  return rows.length;
}
