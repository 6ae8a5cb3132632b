import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '../../platform/db';
import { countRows, listedCount, orderBy, pageWindow, type SortKey } from '../../platform/paging';

const { rentals } = schema;
export type RentalRow = typeof rentals.$inferSelect;
export type NewRental = typeof rentals.$inferInsert;

export async function findRental(db: Db, id: number) {
  const [row] = await db.select().from(rentals).where(eq(rentals.id, id)).limit(1);
  return row ?? null;
}

export async function lockRental(db: Db, id: number) {
  const [row] = await db.select().from(rentals).where(eq(rentals.id, id)).for('update').limit(1);
  return row ?? null;
}

const NEWEST_FIRST: SortKey[] = [[rentals.id, 'desc']];
/** A literal predicate (not a parameter) so the planner can use the partial index. */
const LISTED = sql`${rentals.status} <> 'Inactive'`;

/** Newest first, one page: the same counter, nearer-end deferred join as the ads list (see ads.repo.ts). */
export async function listRentals(db: Db, filter: { userId?: number; includeInactive: boolean }, page: number, pageSize: number) {
  const where = and(filter.includeInactive ? undefined : LISTED, filter.userId !== undefined ? eq(rentals.userId, filter.userId) : undefined);
  const total = filter.userId === undefined ? await listedCount(db, 'rentals', () => countRows(db, rentals, where)) : await countRows(db, rentals, where);
  const window = pageWindow(total, page, pageSize);
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

export async function insertRental(db: Db, values: NewRental) {
  const [row] = await db.insert(rentals).values(values).returning();
  return row!;
}

export async function updateRental(db: Db, id: number, values: Partial<NewRental>) {
  const [row] = await db
    .update(rentals)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(rentals.id, id))
    .returning();
  return row ?? null;
}

export async function deleteRental(db: Db, id: number) {
  const [row] = await db.delete(rentals).where(eq(rentals.id, id)).returning({ photos: rentals.photos });
  return row ?? null;
}
