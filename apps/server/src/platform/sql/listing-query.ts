import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../engine/db';
import { countRows, orderBy, pageWindow, type PageRequest, type SortKey } from './paging';

/** A public list's rows: a listing with an owner and a status, Inactive being unlisted. */
type ListingTable = PgTable & { id: PgColumn; userId: PgColumn; status: PgColumn };

export interface ListingFilter {
  userId?: number;
  /** Owners and admins see Inactive rows in a user's list; the public never does. */
  includeInactive: boolean;
  /** The public list's total when the caller already read it (listing_counts). */
  listed?: number;
}

/**
 * One page of a public list (ads, rentals) in SQL: its total, and the page's ids as a subquery for the caller's
 * own SELECT (`ids` is null for a page past the end). The public list's total is a trigger-kept counter; the ids
 * come from an index-only subquery (a deferred join) read from the nearer end of the list, so deep pages skip
 * index entries, never whole rows, and the last page is as cheap as the first.
 */
export async function listingPageIds(
  db: Db,
  table: ListingTable,
  /** The public list's trigger-kept total (undefined when its row is missing: the rows are then counted). */
  readListed: (db: Db) => Promise<number | undefined>,
  filter: ListingFilter,
  keys: readonly SortKey[],
  page: PageRequest,
) {
  // Inlined, not a bound parameter: only a literal predicate lets the planner pick the partial indexes.
  const listed = sql`${table.status} <> 'Inactive'`;
  const where = and(filter.includeInactive ? undefined : listed, filter.userId !== undefined ? eq(table.userId, filter.userId) : undefined);
  const total =
    filter.userId === undefined ? (filter.listed ?? (await readListed(db)) ?? (await countRows(db, table, where))) : await countRows(db, table, where);
  const window = pageWindow(total, page.page, page.pageSize);
  if (!window) return { ids: null, total };
  const ids = db
    .select({ id: table.id })
    .from(table)
    .where(where)
    .orderBy(...orderBy(keys, window.reverse))
    .limit(window.limit)
    .offset(window.offset);
  return { ids, total };
}

/** Every listed row of one user becomes Inactive (an admin disabled the account); returns how many. */
export async function unlistAllOfUser(db: Db, table: ListingTable, userId: number) {
  // drizzle cannot follow a generic table through update(); the columns are the listing's own.
  const rows = await db
    .update(table)
    .set({ status: 'Inactive', updatedAt: new Date() } as never)
    .where(and(eq(table.userId, userId), ne(table.status, 'Inactive')))
    .returning({ id: table.id });
  return rows.length;
}
