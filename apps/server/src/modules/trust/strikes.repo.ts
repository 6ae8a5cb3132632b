import { count, desc, eq, sql } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import type { Db } from '../../platform/engine/db';

const { userWarnings, users } = schema;

/** One resident's account row, locked: two admins warning at once count to three once. */
export async function lockUser(tx: Db, id: number) {
  const [row] = await tx.select({ id: users.id, suspendedUntil: users.postingSuspendedUntil }).from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

export async function insertWarning(tx: Db, values: typeof userWarnings.$inferInsert) {
  await tx.insert(userWarnings).values(values);
  const [row] = await tx.select({ n: count() }).from(userWarnings).where(eq(userWarnings.userId, values.userId));
  return row?.n ?? 0;
}

export const suspendPosting = (tx: Db, id: number, until: Date) =>
  tx
    .update(users)
    .set({ postingSuspendedUntil: until, updatedAt: sql`now()` })
    .where(eq(users.id, id));

/** A resident's warnings, newest first (user_warnings_user_idx), and when a suspension ends. */
export async function standingOf(db: Db, id: number) {
  const [warnings, [user]] = await Promise.all([
    db.select().from(userWarnings).where(eq(userWarnings.userId, id)).orderBy(desc(userWarnings.id)).limit(50),
    db.select({ until: users.postingSuspendedUntil }).from(users).where(eq(users.id, id)).limit(1),
  ]);
  return { warnings, until: user?.until ?? null };
}
