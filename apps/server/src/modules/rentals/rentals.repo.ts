import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { VerifiedResident } from '@padosi/shared/residents';
import { verifiedResidentOf } from '../../db/verified-resident';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { byId } from '../../platform/sql/rows';
import { listedTotal } from '../../db/listing-counts';
import { listingPageIds, unlistAllOfUser, type ListingFilter } from '../../platform/sql/listing-query';
import { orderBy, type PageRequest, type SortKey } from '../../platform/sql/paging';

const { rentals } = schema;
export type RentalRow = typeof rentals.$inferSelect;
export type NewRental = typeof rentals.$inferInsert;
/** `verified`: the poster's badge (issue 25), read by lists and details; a fresh write's answer has none. */
export type RentalView = RentalRow & { verified?: VerifiedResident | null };

const withBadge = { ...getTableColumns(rentals), verified: verifiedResidentOf(rentals.userId) };

const rentalRows = byId(rentals);
export const findRental = rentalRows.find;

/** One rental as a details page reads it: with the poster's badge. */
export async function findRentalView(db: Db, id: number): Promise<RentalView | null> {
  const [row] = await db.select(withBadge).from(rentals).where(eq(rentals.id, id)).limit(1);
  return row ?? null;
}

export const lockRental = rentalRows.lock;

const NEWEST_FIRST: SortKey[] = [[rentals.id, 'desc']];

/** Newest first, one page, by the deferred join of every public list (platform/listing-query). */
export async function listRentals(db: Db, filter: ListingFilter, page: PageRequest) {
  const { ids, total } = await listingPageIds(db, rentals, (d) => listedTotal(d, 'rentals'), filter, NEWEST_FIRST, page);
  if (!ids) return { rows: [], total };
  const rows = await db
    .select(withBadge)
    .from(rentals)
    .where(inArray(rentals.id, ids))
    .orderBy(...orderBy(NEWEST_FIRST));
  return { rows, total };
}

export const insertRental = rentalRows.insert;

export const updateRental = rentalRows.update;

export const deleteRental = rentalRows.remove;

export const setUserRentalsInactive = (db: Db, userId: number) => unlistAllOfUser(db, rentals, userId);
