import type { FastifyRequest } from 'fastify';
import type { AuthResponse } from '@padosi/shared/auth';
import { audit } from '../../platform/audit';
import { createSession, deleteSession, deleteUserSessions } from '../../platform/sessions';
import type { AppDeps } from '../../platform/deps';
import type { Config } from '../../config';
import { accountForSignIn } from '../users/users.service';

export interface VerifiedIdentity {
  sub: string;
  email: string;
  name: string;
  picture: string | null;
  method: 'google' | 'dev';
}

/**
 * Finds or creates the account for a verified identity (keyed by subject, not e-mail), grants admin to
 * ADMIN_EMAILS on Google sign-ins only (a development sign-in proves nothing about its e-mail), refuses disabled
 * accounts, opens a session and records the sign-in.
 */
export async function signIn(deps: AppDeps, request: FastifyRequest, identity: VerifiedIdentity): Promise<AuthResponse> {
  const { db } = deps.database;
  const listed = identity.method === 'google' ? deps.config.adminEmails : deps.config.testDevAdminEmails;
  const isListedAdmin = listed.includes(identity.email.toLowerCase());
  const user = await accountForSignIn(db, identity, isListedAdmin, (userId) =>
    audit(db, request, 'auth.sign_in_refused', `user:${userId}`, { method: identity.method, reason: 'disabled' }, userId),
  );
  const token = await createSession(db, deps.secrets.sessionSecret, user.id, deps.config.sessionDays);
  await audit(db, request, 'auth.sign_in', `user:${user.id}`, { method: identity.method }, user.id);
  return { user, token };
}

export async function signOut(deps: AppDeps, sessionId: number) {
  await deleteSession(deps.database.db, sessionId);
}

/** "Sign out everywhere": every session of the user ends at once (a lost phone, a shared computer). */
export async function signOutEverywhere(deps: AppDeps, request: FastifyRequest, userId: number) {
  const ended = await deleteUserSessions(deps.database.db, userId);
  await audit(deps.database.db, request, 'auth.sign_out_everywhere', `user:${userId}`, { ended });
  return ended;
}

/** The start-up line about sign-in; server.ts prints it so an operator sees at once when development sign-in is on. */
export function describeSignIn(config: Pick<Config, 'devLogin' | 'google'>) {
  if (config.google.clientId) return 'Sign-in: Google.';
  if (config.devLogin) return 'Sign-in: DEVELOPMENT sign-in is ON (anyone reaching this server can sign in as any e-mail; it never grants admin).';
  return 'Sign-in: none configured (set GOOGLE_CLIENT_ID; development sign-in is off).';
}
