import crypto from 'node:crypto';
import { NOTIFICATION_TYPES, type NotificationType } from '@padosi/shared/notifications';

/** What an unsubscribe link turns off: one type's e-mails, or the daily digest. */
export type UnsubscribeTopic = NotificationType | 'digest';
const TOPICS: readonly string[] = [...NOTIFICATION_TYPES, 'digest'];

const sign = (secret: string, userId: number, topic: string) =>
  crypto.createHmac('sha256', secret).update(`unsubscribe:${userId}:${topic}`).digest('base64url').slice(0, 32);

/**
 * A signed, sign-in-free token for one user's one topic (HMAC with the session secret, domain-separated by the
 * "unsubscribe:" prefix): it only turns e-mail of that topic off, so it needs no expiry.
 */
export const unsubscribeToken = (secret: string, userId: number, topic: UnsubscribeTopic) => `${userId}.${topic}.${sign(secret, userId, topic)}`;

export function readUnsubscribeToken(secret: string, token: string): { userId: number; topic: UnsubscribeTopic } | null {
  const [id, topic, sig] = token.split('.');
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !topic || !TOPICS.includes(topic) || !sig) return null;
  const expected = Buffer.from(sign(secret, userId, topic));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { userId, topic: topic as UnsubscribeTopic };
}
