import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';

const { pushSubscriptions: subs, users } = schema;
export type SubscriptionRow = typeof subs.$inferSelect;

/** A subscription with its user's stored language (null until they chose one), so a push is sent in it. */
const withLanguage = { id: subs.id, endpoint: subs.endpoint, p256dh: subs.p256dh, auth: subs.auth, language: users.language };

/** The endpoint is the browser's identity: subscribing again moves it to the signed-in user and module. */
export async function upsertSubscription(db: Db, values: { userId: number; moduleId: string; endpoint: string; p256dh: string; auth: string }) {
  const [row] = await db
    .insert(subs)
    .values(values)
    .onConflictDoUpdate({ target: subs.endpoint, set: { userId: values.userId, moduleId: values.moduleId, p256dh: values.p256dh, auth: values.auth } })
    .returning();
  return row!;
}

export async function deleteSubscription(db: Db, endpoint: string, userId?: number) {
  const where = userId === undefined ? eq(subs.endpoint, endpoint) : and(eq(subs.endpoint, endpoint), eq(subs.userId, userId));
  const rows = await db.delete(subs).where(where).returning({ id: subs.id });
  return rows.length;
}

export async function subscriptionsOfUsers(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db.select(withLanguage).from(subs).leftJoin(users, eq(users.id, subs.userId)).where(inArray(subs.userId, userIds)).orderBy(asc(subs.id));
}

/** One keyset page of a module's subscribers, so a large audience is read in bounded steps. */
export async function subscriptionsOfModule(db: Db, moduleId: string, afterId: number, limit: number, excludeUserId?: number) {
  return db
    .select(withLanguage)
    .from(subs)
    .leftJoin(users, eq(users.id, subs.userId))
    .where(and(eq(subs.moduleId, moduleId), gt(subs.id, afterId), excludeUserId === undefined ? undefined : ne(subs.userId, excludeUserId)))
    .orderBy(asc(subs.id))
    .limit(limit);
}
