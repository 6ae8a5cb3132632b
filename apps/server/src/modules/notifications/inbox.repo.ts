import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import type { Db } from '../../platform/engine/db';

const {
  notifications: n,
  notificationDeliveries: d,
  notificationDigests: digests,
  notificationPreferences: prefs,
  notificationSettings: settings,
  users,
} = schema;
export type NotificationRow = typeof n.$inferSelect;
export type DeliveryRow = typeof d.$inferSelect;
export type SettingsRow = typeof settings.$inferSelect;

/** Serialises the cap check and insert of one recipient's notifications across instances (inside the caller's transaction). */
export const lockRecipient = (tx: Db, userId: number) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('notify'), ${userId})`);

/** Notifications this recipient got in the last hour, all of them and from this sender. */
export async function recentCounts(tx: Db, userId: number, actorId: number | null, since: Date) {
  const [row] = await tx
    .select({
      all: count(),
      fromActor: actorId === null ? sql<number>`0` : sql<number>`count(*) FILTER (WHERE ${n.actorId} = ${actorId})::int`,
    })
    .from(n)
    .where(and(eq(n.userId, userId), gt(n.createdAt, since)));
  return { all: Number(row!.all), fromActor: Number(row!.fromActor) };
}

/** Stores one notification; null when this recipient already has one for the event key. */
export async function insertNotification(tx: Db, values: typeof n.$inferInsert) {
  const [row] = await tx
    .insert(n)
    .values(values)
    .onConflictDoNothing({ target: [n.userId, n.eventKey] })
    .returning();
  return row ?? null;
}

export const insertDeliveries = (tx: Db, rows: Array<typeof d.$inferInsert>) =>
  rows.length ? tx.insert(d).values(rows).onConflictDoNothing().returning() : Promise.resolve([] as DeliveryRow[]);

export async function recipient(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, language: users.language, isDisabled: users.isDisabled })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export const preferencesOf = (db: Db, userId: number) => db.select().from(prefs).where(eq(prefs.userId, userId));

export async function settingsOf(db: Db, userId: number): Promise<SettingsRow | null> {
  const [row] = await db.select().from(settings).where(eq(settings.userId, userId));
  return row ?? null;
}

export async function savePreferences(
  tx: Db,
  userId: number,
  rows: Array<{ type: string; channel: string; enabled: boolean }>,
  s: Omit<SettingsRow, 'userId' | 'digestSentOn'>,
) {
  await tx.delete(prefs).where(eq(prefs.userId, userId));
  if (rows.length) await tx.insert(prefs).values(rows.map((r) => ({ ...r, userId })));
  await tx
    .insert(settings)
    .values({ userId, ...s })
    .onConflictDoUpdate({ target: settings.userId, set: s });
}

export async function setPreference(db: Db, userId: number, type: string, channel: string, enabled: boolean) {
  await db
    .insert(prefs)
    .values({ userId, type, channel, enabled })
    .onConflictDoUpdate({ target: [prefs.userId, prefs.type, prefs.channel], set: { enabled } });
}

export function inboxPage(db: Db, userId: number, limit: number, offset: number) {
  return db.select().from(n).where(eq(n.userId, userId)).orderBy(desc(n.id)).limit(limit).offset(offset);
}

export async function totals(db: Db, userId: number) {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) FILTER (WHERE ${n.readAt} IS NULL)::int` })
    .from(n)
    .where(eq(n.userId, userId));
  return { total: Number(row!.total), unread: Number(row!.unread) };
}

export async function unreadCount(db: Db, userId: number) {
  const [row] = await db
    .select({ c: count() })
    .from(n)
    .where(and(eq(n.userId, userId), isNull(n.readAt)));
  return Number(row!.c);
}

export async function markRead(db: Db, userId: number, id: number) {
  const rows = await db
    .update(n)
    .set({ readAt: sql`coalesce(${n.readAt}, now())` })
    .where(and(eq(n.id, id), eq(n.userId, userId)))
    .returning({ id: n.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: number) {
  const rows = await db
    .update(n)
    .set({ readAt: sql`now()` })
    .where(and(eq(n.userId, userId), isNull(n.readAt)))
    .returning({ id: n.id });
  return rows.length;
}

export async function deliveryWithNotification(db: Db, id: number) {
  const [row] = await db.select({ delivery: d, notification: n }).from(d).innerJoin(n, eq(n.id, d.notificationId)).where(eq(d.id, id));
  return row ?? null;
}

/** Claims a queued delivery for sending: a second instance running the same job finds it no longer queued. */
export async function claimDelivery(db: Db, id: number) {
  const rows = await db
    .update(d)
    .set({ attempts: sql`${d.attempts} + 1` })
    .where(and(eq(d.id, id), sql`${d.status} IN ('queued', 'failed')`))
    .returning();
  return rows[0] ?? null;
}

export const finishDelivery = (db: Db, id: number, outcome: { status: 'sent' | 'failed' | 'skipped'; error?: string | null }) =>
  db
    .update(d)
    .set({ status: outcome.status, error: outcome.error ?? null, sentAt: outcome.status === 'sent' ? sql`now()` : null })
    .where(eq(d.id, id));

/** Failed deliveries, newest first, for the operators' console. */
export function failedDeliveries(db: Db, limit: number, offset: number) {
  return db
    .select({ id: d.id, channel: d.channel, error: d.error, attempts: d.attempts, type: n.type, userId: n.userId, createdAt: d.createdAt })
    .from(d)
    .innerJoin(n, eq(n.id, d.notificationId))
    .where(eq(d.status, 'failed'))
    .orderBy(desc(d.id))
    .limit(limit)
    .offset(offset);
}

export async function failedCount(db: Db) {
  const [row] = await db.select({ c: count() }).from(d).where(eq(d.status, 'failed'));
  return Number(row!.c);
}

/**
 * Deliveries sent per community day and channel since `since`: the in-app channel counts stored notifications, and
 * `digest` the daily digest e-mails (one message each, however many notifications it gathered).
 */
export async function sentPerDay(db: Db, since: Date, timeZone: string) {
  const sent = await db.execute<{ day: string; channel: string; count: number }>(sql`
    SELECT to_char(${d.sentAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day, ${d.channel} AS channel, count(*)::int AS count
    FROM ${d} WHERE ${d.sentAt} >= ${since} GROUP BY 1, 2
    UNION ALL
    SELECT to_char(${n.createdAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD'), 'in_app', count(*)::int
    FROM ${n} WHERE ${n.createdAt} >= ${since} GROUP BY 1
    UNION ALL
    SELECT to_char(${digests.sentAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD'), 'digest', count(*)::int
    FROM ${digests} WHERE ${digests.sentAt} >= ${since} GROUP BY 1
    ORDER BY 1 DESC, 2`);
  return sent.rows;
}

/** The unread notifications of a day for a digest (bounded: a digest lists at most `limit`). */
export function notificationsSince(db: Db, userId: number, since: Date, limit: number) {
  return db
    .select()
    .from(n)
    .where(and(eq(n.userId, userId), gt(n.createdAt, since)))
    .orderBy(desc(n.id))
    .limit(limit);
}

/** Marks today's digest as sent for this user; false when another instance already did. */
export async function claimDigest(db: Db, userId: number, day: string) {
  const rows = await db
    .update(settings)
    .set({ digestSentOn: day })
    .where(and(eq(settings.userId, userId), eq(settings.digest, true), sql`${settings.digestSentOn} IS DISTINCT FROM ${day}`))
    .returning({ userId: settings.userId });
  return rows.length > 0;
}

export const digestUsers = (db: Db, afterId: number, limit: number) =>
  db
    .select({ userId: settings.userId })
    .from(settings)
    .where(and(eq(settings.digest, true), gt(settings.userId, afterId)))
    .orderBy(settings.userId)
    .limit(limit);

export const recordDigest = (db: Db, userId: number, day: string) => db.insert(digests).values({ userId, day }).onConflictDoNothing();
