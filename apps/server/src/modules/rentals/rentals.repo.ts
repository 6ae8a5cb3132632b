import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { schema, type Db } from '../../platform/db';
import { byId } from '../../platform/rows';
import { countRows, listedCount, orderBy, pageWindow, type PageRequest, type SortKey } from '../../platform/paging';

const { rentals } = schema;
export type RentalRow = typeof rentals.$inferSelect;
export type NewRental = typeof rentals.$inferInsert;

const rentalRows = byId(rentals);
export const findRental = rentalRows.find;

export const lockRental = rentalRows.lock;

const NEWEST_FIRST: SortKey[] = [[rentals.id, 'desc']];
/** A literal predicate (not a parameter) so the planner can use the partial index. */
const LISTED = sql`${rentals.status} <> 'Inactive'`;

/** Newest first, one page: the same counter, nearer-end deferred join as the ads list (see ads.repo.ts). */
export async function listRentals(db: Db, filter: { userId?: number; includeInactive: boolean; listed?: number }, page: PageRequest) {
  const where = and(filter.includeInactive ? undefined : LISTED, filter.userId !== undefined ? eq(rentals.userId, filter.userId) : undefined);
  const total = filter.userId === undefined ? (filter.listed ?? (await listedCount(db, 'rentals', () => countRows(db, rentals, where)))) : await countRows(db, rentals, where);
  const window = pageWindow(total, page.page, page.pageSize);
  if (!window) return { rows: [], total };
  const ids = db
    .select({ id: rentals.id })
    .from(rentals)
    .where(where)
    .orderBy(...orderBy(NEWEST_FIRST, window.reverse))
    .limit(window.limit)
    .offset(window.offset);
  const rows = await db.select().from(rentals).where(inArray(rentals.id, ids)).orderBy(...orderBy(NEWEST_FIRST));
  return { rows, total };
}

export const insertRental = rentalRows.insert;

export const updateRental = rentalRows.update;

export const deleteRental = rentalRows.remove;

/** Every listed rental of one user becomes Inactive (an admin disabled the account); returns how many. */
export async function setUserRentalsInactive(db: Db, userId: number) {
  const rows = await db
    .update(rentals)
    .set({ status: 'Inactive', updatedAt: new Date() })
    .where(and(eq(rentals.userId, userId), ne(rentals.status, 'Inactive')))
    .returning({ id: rentals.id });
  return rows.length;
}
