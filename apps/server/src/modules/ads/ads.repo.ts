import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { AdSort } from '@padosi/shared/ads';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { byId } from '../../platform/sql/rows';
import { listedTotal } from '../../db/listing-counts';
import { verifiedResidentOf } from '../../db/verified-resident';
import type { VerifiedResident } from '@padosi/shared/residents';
import { listingPageIds, unlistAllOfUser, type ListingFilter } from '../../platform/sql/listing-query';
import { orderBy, type PageRequest, type SortKey } from '../../platform/sql/paging';

const { ads, adCategories } = schema;
export type AdRow = typeof ads.$inferSelect;
/** `verified`: the poster's badge (issue 25), read by lists and details; a fresh write's answer has none. */
export type AdWithCategory = AdRow & { categoryName: string; verified?: VerifiedResident | null };

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

const withCategory = { ...getTableColumns(ads), categoryName: adCategories.name, verified: verifiedResidentOf(ads.userId) };

export async function findAd(db: Db, id: number): Promise<AdWithCategory | null> {
  const [row] = await db.select(withCategory).from(ads).innerJoin(adCategories, eq(adCategories.id, ads.categoryId)).where(eq(ads.id, id)).limit(1);
  return row ?? null;
}

/** One page in SQL, its ids read by the deferred join of every public list (platform/listing-query). */
export async function listAds(db: Db, filter: ListingFilter, sort: AdSort, page: PageRequest) {
  const { ids, total } = await listingPageIds(db, ads, (d) => listedTotal(d, 'ads'), filter, SORT_KEYS[sort], page);
  if (!ids) return { rows: [], total };
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

export const setUserAdsInactive = (db: Db, userId: number) => unlistAllOfUser(db, ads, userId);
