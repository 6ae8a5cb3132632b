import crypto from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { schema, type Db } from './db';

const { sessions, users } = schema;

export const newToken = () => crypto.randomBytes(32).toString('base64url');
export const hashToken = (secret: string, token: string) => crypto.createHmac('sha256', secret).update(token).digest('hex');

export async function createSession(db: Db, secret: string, userId: number, days: number) {
  const token = newToken();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(secret, token), expiresAt: new Date(Date.now() + days * 86_400_000) });
  return token;
}

/** The user behind a live token; disabled users and expired sessions find nobody. One indexed lookup. */
export async function findSessionUser(db: Db, secret: string, token: string) {
  const [row] = await db
    .select({ sessionId: sessions.id, id: users.id, email: users.email, name: users.name, isAdmin: users.isAdmin })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(secret, token)), gt(sessions.expiresAt, new Date()), eq(users.isDisabled, false)))
    .limit(1);
  return row ?? null;
}

export async function deleteSession(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
