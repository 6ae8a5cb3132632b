import { and, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import type { Db } from '../../platform/engine/db';

const { accountErasures, auditLog, dataExports, enquiries, feedback, kitchenItems, kitchenReviews, kitchens, reviews, users } = schema;

/**
 * Links to users that are not the person's own records: an admin's resolution of someone else's report, who last
 * saved the settings, and the privacy module's own bookkeeping. Every other key to users is the person's data.
 */
// notifications.actor_id: who caused someone else's notification (the per-sender cap); the row is the recipient's.
const NOT_THEIR_RECORDS = new Set([
  'reports.resolved_by',
  'society_settings.updated_by',
  'data_exports.user_id',
  'account_erasures.user_id',
  'notifications.actor_id',
  // The officer's answer to someone else's grievance.
  'grievance_replies.author_id',
]);

/** Secrets that never leave the server, even to their owner: session token hashes and push keys. */
export const SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  sessions: ['token_hash'],
  push_subscriptions: ['endpoint', 'p256dh', 'auth'],
};

/** Every (table, column) with a foreign key to users.id, read from the catalogue: a new table is covered without a change here. */
export async function userReferences(db: Db) {
  const { rows } = await db.execute<{ table_name: string; column_name: string }>(sql`
    SELECT kcu.table_name, kcu.column_name
    FROM information_schema.referential_constraints rc
    JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
    JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = rc.unique_constraint_name AND ccu.constraint_schema = rc.unique_constraint_schema
    WHERE rc.constraint_schema = 'public' AND ccu.table_name = 'users' AND ccu.column_name = 'id'
    ORDER BY kcu.table_name, kcu.column_name`);
  return rows;
}

export type Row = Record<string, unknown>;

/** The person's rows, by kind (file name): each table keyed to them, their kitchen's dishes, the audit entries about them. */
export async function recordsOf(db: Db, userId: number): Promise<Map<string, Row[]>> {
  const kinds = new Map<string, Row[]>();
  const add = (kind: string, rows: Row[]) => kinds.set(kind, [...(kinds.get(kind) ?? []), ...rows]);
  const profile = await db.execute<Row>(sql`SELECT * FROM users WHERE id = ${userId}`);
  add('profile', profile.rows);
  for (const { table_name: table, column_name: column } of await userReferences(db)) {
    if (NOT_THEIR_RECORDS.has(`${table}.${column}`)) continue;
    const { rows } = await db.execute<Row>(sql`SELECT * FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${userId} ORDER BY 1`);
    const hidden = SECRET_COLUMNS[table] ?? [];
    add(
      table,
      rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !hidden.includes(k)))),
    );
  }
  const items = await db.execute<Row>(
    sql`SELECT i.* FROM ${kitchenItems} i JOIN ${kitchens} k ON k.id = i.kitchen_id WHERE k.user_id = ${userId} ORDER BY i.id`,
  );
  add('kitchen_items', items.rows);
  const about = await db.execute<Row>(sql`SELECT * FROM ${auditLog} WHERE subject = ${`user:${userId}`} AND (actor_id IS DISTINCT FROM ${userId}) ORDER BY id`);
  add('audit_log', about.rows);
  return kinds;
}

export const insertExport = (db: Db, userId: number, createdAt: Date) =>
  db
    .insert(dataExports)
    .values({ userId, createdAt })
    .returning()
    .then((r) => r[0]!);

export const findExport = async (db: Db, id: number) => (await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1))[0] ?? null;

export const latestExport = async (db: Db, userId: number) =>
  (await db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.createdAt), desc(dataExports.id)).limit(1))[0] ?? null;

/** Archives asked for since `since` (the once-a-day rule, whatever became of them). */
export async function exportsSince(db: Db, userId: number, since: Date) {
  const rows = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gte(dataExports.createdAt, since)));
  return rows.length;
}

export async function markExport(db: Db, id: number, values: Partial<typeof dataExports.$inferInsert>) {
  await db.update(dataExports).set(values).where(eq(dataExports.id, id));
}

/** Ready archives whose week is over: their files go, the rows stay as "expired" history (file null). */
export async function expiredExports(db: Db, now: Date) {
  return db
    .select({ id: dataExports.id, file: dataExports.file })
    .from(dataExports)
    .where(and(lte(dataExports.expiresAt, now), sql`${dataExports.file} IS NOT NULL`));
}

export const exportFilesOf = (db: Db, userId: number) =>
  db
    .select({ file: dataExports.file })
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .then((rows) => rows.flatMap((r) => (r.file ? [r.file] : [])));

export const findErasure = async (db: Db, userId: number) =>
  (await db.select().from(accountErasures).where(eq(accountErasures.userId, userId)).limit(1))[0] ?? null;

export async function insertErasure(db: Db, values: typeof accountErasures.$inferInsert) {
  await db.insert(accountErasures).values(values).onConflictDoNothing();
}

export async function deleteErasure(db: Db, userId: number) {
  const gone = await db.delete(accountErasures).where(eq(accountErasures.userId, userId)).returning();
  return gone.length > 0;
}

/** Accounts whose grace period is over, locked one at a time so two instances never erase the same one. */
export async function lockDueErasure(db: Db, now: Date) {
  const [row] = await db
    .select()
    .from(accountErasures)
    .where(lte(accountErasures.eraseAfter, now))
    .orderBy(accountErasures.eraseAfter)
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function pendingErasures(db: Db, limit: number, offset: number) {
  return db
    .select({
      userId: accountErasures.userId,
      name: users.name,
      email: users.email,
      requestedAt: accountErasures.createdAt,
      eraseAfter: accountErasures.eraseAfter,
      removeReviews: accountErasures.removeReviews,
    })
    .from(accountErasures)
    .innerJoin(users, eq(users.id, accountErasures.userId))
    .orderBy(accountErasures.eraseAfter, accountErasures.userId)
    .limit(limit)
    .offset(offset);
}

export const countPendingErasures = async (db: Db) => (await db.select({ n: sql<number>`count(*)::int` }).from(accountErasures))[0]!.n;

/**
 * Reviews that stay after their author leaves are moved to a stand-in account with no personal data ("Former
 * resident", disabled, never signed in to): the lists keep working unchanged and nothing points at the person.
 */
export async function handOverReviews(db: Db, userId: number, formerResident: string, sub: string) {
  const [standIn] = await db.insert(users).values({ googleSub: sub, email: '', name: formerResident, isDisabled: true }).returning({ id: users.id });
  await db.update(reviews).set({ userId: standIn!.id }).where(eq(reviews.userId, userId));
  await db.update(kitchenReviews).set({ userId: standIn!.id }).where(eq(kitchenReviews.userId, userId));
  return standIn!.id;
}

/** The author asked for their reviews to go too: kitchen ratings lose their stars first, then the rows go. */
export async function removeReviews(db: Db, userId: number) {
  await db.execute(sql`
    UPDATE ${kitchens} k SET rating_sum = k.rating_sum - r.sum, rating_count = k.rating_count - r.n
    FROM (SELECT kitchen_id, sum(rating)::int AS sum, count(*)::int AS n FROM ${kitchenReviews} WHERE user_id = ${userId} GROUP BY kitchen_id) r
    WHERE k.id = r.kitchen_id`);
  await db.delete(kitchenReviews).where(eq(kitchenReviews.userId, userId));
  await db.delete(reviews).where(eq(reviews.userId, userId));
}

/**
 * The audit trail keeps what was done and when, but not by or about whom: the person's own entries lose actor,
 * address and details; entries naming them as subject or in their details lose that.
 */
export async function anonymiseAudit(db: Db, userId: number) {
  const subject = `user:${userId}`;
  const id = String(userId);
  await db
    .update(auditLog)
    .set({ actorId: null, ip: null, details: null, subject: sql`CASE WHEN ${auditLog.subject} = ${subject} THEN NULL ELSE ${auditLog.subject} END` })
    .where(
      or(
        eq(auditLog.actorId, userId),
        eq(auditLog.subject, subject),
        sql`${auditLog.details} ->> 'userId' = ${id}`,
        sql`${auditLog.details} ->> 'ownerId' = ${id}`,
        sql`${auditLog.details} ->> 'customerId' = ${id}`,
      ),
    );
}

/** What they sent through the contact forms carries their name, phone and e-mail: it goes with them. */
export async function removeMessages(db: Db, userId: number) {
  await db.delete(enquiries).where(eq(enquiries.userId, userId));
  await db.delete(feedback).where(eq(feedback.userId, userId));
}

export async function deleteUser(db: Db, userId: number) {
  await db.delete(users).where(eq(users.id, userId));
}

export const findUser = async (db: Db, userId: number) => (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0] ?? null;
