import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../engine/db';

type Keyed = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * The plain by-id reads and writes every repository needs, written once: find (or null), lock (find under a row
 * lock, inside a transaction), insert (the new row), update (stamps updated_at; the row, or null when it is gone),
 * remove (the deleted row, or null). Repositories keep only their own SQL.
 */
export function byId<T extends Keyed>(table: T) {
  type Row = T['$inferSelect'];
  type New = T['$inferInsert'];
  // drizzle cannot follow a generic table through its builders; the types are restored at the boundary.
  const t = table as unknown as PgTable & { id: PgColumn; updatedAt: PgColumn };
  return {
    async find(db: Db, id: number): Promise<Row | null> {
      const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
      return (row as Row | undefined) ?? null;
    },
    /** Two writers of one row (say, both adding photos) take turns, so a limit checked here still holds at commit. */
    async lock(db: Db, id: number): Promise<Row | null> {
      const [row] = await db.select().from(t).where(eq(t.id, id)).for('update').limit(1);
      return (row as Row | undefined) ?? null;
    },
    async insert(db: Db, values: New): Promise<Row> {
      const [row] = await db
        .insert(t)
        .values(values as never)
        .returning();
      return row as Row;
    },
    async update(db: Db, id: number, values: Partial<New>): Promise<Row | null> {
      const [row] = await db
        .update(t)
        .set({ ...values, updatedAt: new Date() } as never)
        .where(eq(t.id, id))
        .returning();
      return (row as Row | undefined) ?? null;
    },
    async remove(db: Db, id: number): Promise<Row | null> {
      const [row] = await db.delete(t).where(eq(t.id, id)).returning();
      return (row as Row | undefined) ?? null;
    },
  };
}
