import type { AuthResponse } from '@padosi/shared/auth';
import type { Language } from '@padosi/shared/languages';
import type { ServiceContext, ViewerContext } from '../../platform/services/context';
import { createSession, deleteSession, deleteUserSessions } from '../../db/sessions';
import type { Config } from '../../config';
import { accountForSignIn } from '../users/users.service';
import { refuseIfBeingErased } from '../privacy/privacy.service';

export interface VerifiedIdentity {
  sub: string;
  email: string;
  name: string;
  picture: string | null;
  method: 'google' | 'dev';
  /** The language chosen on this device before signing in (the `lang` cookie): kept on an account that has none. */
  language?: Language | null;
  /** The sign-up's "I am at least 13" (issue 30). */
  ageConfirmed?: boolean;
}

/**
 * Finds or creates the account for a verified identity (keyed by subject, not e-mail), grants admin to
 * ADMIN_EMAILS on Google sign-ins only (a development sign-in proves nothing about its e-mail), refuses disabled
 * accounts and accounts being deleted, opens a session and records the sign-in.
 */
export async function signIn(ctx: ViewerContext, identity: VerifiedIdentity): Promise<AuthResponse> {
  const { db, deps } = ctx;
  const isListedAdmin = identity.method === 'google' && deps.config.adminEmails.includes(identity.email.toLowerCase());
  // Google is how residents sign up: a new account needs the age tick. The development API keeps the spec's body.
  const user = await accountForSignIn(db, { ...identity, requireAge: identity.method === 'google' }, isListedAdmin, (userId) =>
    ctx.audit('auth.sign_in_refused', `user:${userId}`, { method: identity.method, reason: 'disabled' }, userId),
  );
  // An account its resident asked to delete opens no session: the 409 carries the way to cancel (issue 30).
  await refuseIfBeingErased(ctx, user.id);
  const token = await createSession(db, deps.secrets.sessionSecret, user.id, deps.config.sessionDays);
  await ctx.audit('auth.sign_in', `user:${user.id}`, { method: identity.method }, user.id);
  return { user, token };
}

/** A sign-in refused before any account is known: a Google token that did not verify, or a dev sign-in through a proxy. */
export async function recordRefusedSignIn(ctx: ViewerContext, action: 'auth.sign_in_failed' | 'auth.sign_in_refused', details: Record<string, unknown>) {
  await ctx.audit(action, undefined, details);
}

export async function signOut(ctx: ServiceContext) {
  await deleteSession(ctx.db, ctx.user.sessionId);
}

/** "Sign out everywhere": every session of the user ends at once (a lost phone, a shared computer). */
export async function signOutEverywhere(ctx: ServiceContext) {
  const ended = await deleteUserSessions(ctx.db, ctx.user.id);
  await ctx.audit('auth.sign_out_everywhere', `user:${ctx.user.id}`, { ended });
  return ended;
}

/**
 * The start-up line about sign-in, so that an operator sees at once what development sign-in allows: it signs
 * anyone in as any e-mail, and an account that is an admin (made so by the setup link or the command line) stays
 * one when signed in that way.
 */
export function describeSignIn(config: Pick<Config, 'devLogin' | 'devLoginThroughProxy' | 'google'>) {
  if (config.google.clientId) return 'Sign-in: Google.';
  if (!config.devLogin) return 'Sign-in: none configured (set GOOGLE_CLIENT_ID; development sign-in is off).';
  const who = config.devLoginThroughProxy
    ? 'anyone who reaches the portal, through a proxy too (DEV_LOGIN=on)'
    : 'anyone who reaches this port directly (requests through a proxy are refused)';
  return `Sign-in: DEVELOPMENT sign-in is ON: ${who} can sign in as any e-mail, an admin's included. Set GOOGLE_CLIENT_ID before residents use the portal.`;
}
