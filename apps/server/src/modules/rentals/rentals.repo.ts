import { and, count, desc, eq, ne } from 'drizzle-orm';
import { schema, type Db } from '../../platform/db';

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

/** Newest first, one page: ids from an index-only subquery (deferred join), total over the same index. */
export async function listRentals(db: Db, filter: { userId?: number; includeInactive: boolean }, page: number, pageSize: number) {
  const where = and(filter.includeInactive ? undefined : ne(rentals.status, 'Inactive'), filter.userId !== undefined ? eq(rentals.userId, filter.userId) : undefined);
  const ids = db
    .select({ id: rentals.id })
    .from(rentals)
    .where(where)
    .orderBy(desc(rentals.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as('page');
  const rows = await db.select({ rental: rentals }).from(ids).innerJoin(rentals, eq(rentals.id, ids.id)).orderBy(desc(rentals.id));
  const [total] = await db.select({ n: count() }).from(rentals).where(where);
  return { rows: rows.map((r) => r.rental), total: total?.n ?? 0 };
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
