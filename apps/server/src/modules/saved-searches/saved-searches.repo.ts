import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import type { Db } from '../../platform/engine/db';

const { savedSearches: s } = schema;
export type SavedSearchRow = typeof s.$inferSelect;

/** Serialises one resident's saves, so two tabs cannot pass the per-user limit together. */
export const lockOwner = (tx: Db, userId: number) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('saved-search'), ${userId})`);

export async function countOf(db: Db, userId: number) {
  const [row] = await db.select({ c: count() }).from(s).where(eq(s.userId, userId));
  return Number(row!.c);
}

/** The new row, or null when this resident already saved the same search. */
export async function insert(db: Db, values: typeof s.$inferInsert) {
  const [row] = await db.insert(s).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export const listOf = (db: Db, userId: number) => db.select().from(s).where(eq(s.userId, userId)).orderBy(desc(s.id));

export async function findOwn(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(s)
    .where(and(eq(s.id, id), eq(s.userId, userId)));
  return row ?? null;
}

export async function removeOwn(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(s)
    .where(and(eq(s.id, id), eq(s.userId, userId)))
    .returning({ id: s.id });
  return rows.length > 0;
}

/** One page of the searches of a kind, in id order (a new listing walks them all). */
export const pageOfKind = (db: Db, kind: string, afterId: number, limit: number) =>
  db
    .select()
    .from(s)
    .where(and(eq(s.kind, kind), gt(s.id, afterId)))
    .orderBy(s.id)
    .limit(limit);

/**
 * Takes the search's push/e-mail turn: true when none went out since `since` (and marks now), false otherwise. One
 * UPDATE, so two matches at once (two instances) cannot both take it.
 */
export async function takeAlert(db: Db, id: number, now: Date, since: Date) {
  const rows = await db
    .update(s)
    .set({ alertedAt: now })
    .where(and(eq(s.id, id), or(isNull(s.alertedAt), lt(s.alertedAt, since))))
    .returning({ id: s.id });
  return rows.length > 0;
}
