import type { FastifyRequest } from 'fastify';
import type { AuthResponse } from '@padosi/shared/auth';
import { audit } from '../../platform/audit';
import { Forbidden } from '../../platform/errors';
import { createSession, deleteSession } from '../../platform/sessions';
import type { AppDeps } from '../../platform/deps';
import { toSessionUser } from '../users/user-view';
import { findUserBySub, insertUser, updateUser } from '../users/users.repo';

export interface VerifiedIdentity {
  sub: string;
  email: string;
  name: string;
  picture: string | null;
  method: 'google' | 'dev';
}

/**
 * Finds or creates the account for a verified identity (keyed by subject, not e-mail), grants admin to
 * ADMIN_EMAILS, refuses disabled accounts, opens a session and records the sign-in.
 */
export async function signIn(deps: AppDeps, request: FastifyRequest, identity: VerifiedIdentity): Promise<AuthResponse> {
  const { db } = deps.database;
  const isListedAdmin = deps.config.adminEmails.includes(identity.email.toLowerCase());
  let user = await findUserBySub(db, identity.sub);
  if (!user) {
    user = await insertUser(db, {
      googleSub: identity.sub,
      email: identity.email,
      name: identity.name,
      profilePicture: identity.picture,
      isAdmin: isListedAdmin,
    });
  } else {
    if (user.isDisabled) throw Forbidden('This account has been disabled. Please contact support.');
    user = (await updateUser(db, user.id, { email: identity.email, isAdmin: user.isAdmin || isListedAdmin }))!;
  }
  const token = await createSession(db, deps.secrets.sessionSecret, user.id, deps.config.sessionDays);
  await audit(db, request, 'auth.sign_in', `user:${user.id}`, { method: identity.method }, user.id);
  return { user: toSessionUser(user), token };
}

export async function signOut(deps: AppDeps, sessionId: number) {
  await deleteSession(deps.database.db, sessionId);
}
