import crypto from 'node:crypto';
import { and, desc, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import * as schema from './schema/index';
import type { Db } from '../platform/engine/db';

const { sessions, users } = schema;

/** Sessions a user may hold at once (phones, laptops); signing in again past it ends the oldest. */
export const MAX_SESSIONS_PER_USER = 10;
/** lastUsedAt moves at most this often, so a busy session does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

export const newToken = () => crypto.randomBytes(32).toString('base64url');
export const hashToken = (secret: string, token: string) => crypto.createHmac('sha256', secret).update(token).digest('hex');

/** Opens a session and ends the user's oldest past the cap; expired rows go in the hourly `sessions-purge` job. */
export async function createSession(db: Db, secret: string, userId: number, days: number) {
  const token = newToken();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(secret, token), expiresAt: new Date(Date.now() + days * 86_400_000) });
  const keep = db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.id)).limit(MAX_SESSIONS_PER_USER);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), notInArray(sessions.id, keep)));
  return token;
}

/**
 * The user behind a live token; disabled users, expired sessions and sessions idle longer than idleMs find
 * nobody. One indexed lookup, plus a write at most once a minute to record use.
 */
export async function findSessionUser(db: Db, secret: string, token: string, idleMs: number) {
  const now = Date.now();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      email: users.email,
      name: users.name,
      isAdmin: users.isAdmin,
      language: users.language,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(secret, token)),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastUsedAt, new Date(now - idleMs)),
        eq(users.isDisabled, false),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now - row.lastUsedAt.getTime() > TOUCH_EVERY_MS)
    await db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  const { lastUsedAt: _used, ...user } = row;
  return user;
}

export async function deleteSession(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Signs a user out everywhere; returns how many sessions ended. */
export async function deleteUserSessions(db: Db, userId: number) {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

/** The `sessions-purge` job (hourly, once across instances): expired rows only (indexed on expires_at). */
export async function deleteExpiredSessions(db: Db) {
  const purged = await db.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning({ id: sessions.id });
  return purged.length;
}
