import crypto from 'node:crypto';
import { SETUP_MESSAGES } from '@padosi/shared/setup';
import type { SessionUser } from '@padosi/shared/users';
import { appendAudit } from '../../platform/services/audit';
import type { ServiceContext } from '../../platform/services/context';
import type { Db } from '../../platform/engine/db';
import { AppError, Conflict, Forbidden, NotFound } from '../../platform/http/errors';
import { findSessionUser } from '../users/users.service';
import { deleteLink, hasAdmin, lockLink, makeAdmin, replaceLink } from './setup.repo';

/*
 * The first admin from the browser. While no admin exists, every start of the portal prints a one-time link
 * (/setup#<token>): 32 random bytes, valid for a day, usable once; the database keeps only its SHA-256, in a table
 * of one row, so a new start voids the link before it and exactly one is valid across workers and instances.
 */

export const SETUP_LINK_HOURS = 24;

const digest = (token: string) => crypto.createHash('sha256').update(token).digest();

/** A fresh link while the portal has no admin (voiding any older one); null, and no link at all, once it has one. */
export async function issueSetupLink(db: Db, now = new Date()): Promise<{ token: string; expiresAt: Date } | null> {
  if (await hasAdmin(db)) {
    await deleteLink(db);
    return null;
  }
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SETUP_LINK_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    await replaceLink(tx, digest(token).toString('hex'), expiresAt);
    await appendAudit(tx, { actorId: null, action: 'setup.link_issued', details: { expiresAt: expiresAt.toISOString() } });
  });
  return { token, expiresAt };
}

type Outcome = 'done' | 'invalid' | 'expired' | 'admin_exists';

const REFUSALS: Record<Exclude<Outcome, 'done'>, () => AppError> = {
  invalid: () => Forbidden(SETUP_MESSAGES.invalid),
  expired: () => Forbidden(SETUP_MESSAGES.expired),
  admin_exists: () => Conflict(SETUP_MESSAGES.adminExists),
};

/**
 * The signed-in user opens the link and becomes the first admin: the link must be the current one (compared in
 * constant time), unexpired, and no admin may exist yet. Used or refused, the attempt is audited; a use deletes it.
 */
export async function claimSetupLink(ctx: ServiceContext, token: string, now = new Date()): Promise<SessionUser> {
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const link = await lockLink(tx);
    if (!link || !crypto.timingSafeEqual(digest(token), Buffer.from(link.tokenHash, 'hex'))) return 'invalid';
    if (link.expiresAt <= now) return 'expired';
    await deleteLink(tx);
    if (await hasAdmin(tx)) return 'admin_exists';
    await makeAdmin(tx, ctx.user.id);
    return 'done';
  });
  if (outcome !== 'done') {
    await ctx.audit('setup.link_refused', `user:${ctx.user.id}`, { reason: outcome });
    throw REFUSALS[outcome]();
  }
  await ctx.audit('setup.first_admin', `user:${ctx.user.id}`);
  const user = await findSessionUser(ctx.db, ctx.user.id);
  if (!user) throw NotFound('The user');
  return user;
}
