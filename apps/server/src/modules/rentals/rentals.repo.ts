import { inArray } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { byId } from '../../platform/sql/rows';
import { listedTotal } from '../../db/listing-counts';
import { listingPageIds, unlistAllOfUser, type ListingFilter } from '../../platform/sql/listing-query';
import { orderBy, type PageRequest, type SortKey } from '../../platform/sql/paging';

const { rentals } = schema;
export type RentalRow = typeof rentals.$inferSelect;
export type NewRental = typeof rentals.$inferInsert;

const rentalRows = byId(rentals);
export const findRental = rentalRows.find;

export const lockRental = rentalRows.lock;

const NEWEST_FIRST: SortKey[] = [[rentals.id, 'desc']];

/** Newest first, one page, by the deferred join of every public list (platform/listing-query). */
export async function listRentals(db: Db, filter: ListingFilter, page: PageRequest) {
  const { ids, total } = await listingPageIds(db, rentals, (d) => listedTotal(d, 'rentals'), filter, NEWEST_FIRST, page);
  if (!ids) return { rows: [], total };
  const rows = await db
    .select()
    .from(rentals)
    .where(inArray(rentals.id, ids))
    .orderBy(...orderBy(NEWEST_FIRST));
  return { rows, total };
}

export const insertRental = rentalRows.insert;

export const updateRental = rentalRows.update;

export const deleteRental = rentalRows.remove;

export const setUserRentalsInactive = (db: Db, userId: number) => unlistAllOfUser(db, rentals, userId);
