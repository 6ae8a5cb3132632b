import { and, eq, sql } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';

const { setupLinks, users } = schema;

/** Whether an enabled admin exists (a disabled one cannot sign in, so the portal would have none). */
export async function hasAdmin(db: Db) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isDisabled, false)))
    .limit(1);
  return row !== undefined;
}

/** Puts a new link in place of any older one (the table holds one row at most). */
export async function replaceLink(db: Db, tokenHash: string, expiresAt: Date) {
  await db
    .insert(setupLinks)
    .values({ id: 1, tokenHash, expiresAt })
    .onConflictDoUpdate({ target: setupLinks.id, set: { tokenHash, expiresAt, createdAt: sql`now()` } });
}

/** The link, locked until the transaction ends, so that two claims at once are decided one after the other. */
export async function lockLink(db: Db) {
  const [row] = await db.select().from(setupLinks).for('update');
  return row ?? null;
}

export async function deleteLink(db: Db) {
  await db.delete(setupLinks);
}

export async function makeAdmin(db: Db, userId: number) {
  await db.update(users).set({ isAdmin: true, updatedAt: new Date() }).where(eq(users.id, userId));
}
