import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES } from '@padosi/shared/auth';
import { Forbidden, Unauthorized } from './errors';
import { findSessionUser } from './sessions';

/** Every API route says who may call it; a route without a policy cannot be registered. */
export type Policy = 'public' | 'user' | 'admin';

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  isAdmin: boolean;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    policy?: Policy;
  }
  interface FastifyInstance {
    /** Every API route with its policy, as registered; tests walk it. */
    routePolicies: Array<{ method: string; url: string; policy: Policy }>;
  }
}

const GUARDED_PREFIXES = ['/api/', '/review/'];
const UNGUARDED_PREFIXES = ['/api/docs'];

export const needsPolicy = (url: string) =>
  GUARDED_PREFIXES.some((p) => url.startsWith(p)) && !UNGUARDED_PREFIXES.some((p) => url.startsWith(p));

function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/** The signed-in user; only call on routes whose policy is user or admin. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw Unauthorized(AUTH_MESSAGES.loginRequired);
  return request.user;
}

export function isOwnerOrAdmin(user: AuthUser | null, ownerId: number | null | undefined) {
  return Boolean(user && (user.isAdmin || (ownerId != null && user.id === ownerId)));
}

/** Object-level check for writes: the row's owner or an admin, else 403. */
export function assertOwnerOrAdmin(user: AuthUser | null, ownerId: number | null | undefined) {
  if (!isOwnerOrAdmin(user, ownerId)) throw Forbidden();
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorate('routePolicies', []);

  app.addHook('onRoute', (route) => {
    if (!needsPolicy(route.url)) return;
    const policy = route.config?.policy;
    if (!policy) throw new Error(`Route ${String(route.method)} ${route.url} declares no policy`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routePolicies.push({ method, url: route.url, policy });
    }
  });

  // onRequest runs before the body is read, so an upload from a stranger is refused before it is received.
  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config?.policy;
    if (!policy) return;
    const token = bearerToken(request);
    if (token) {
      const found = await findSessionUser(app.deps.database.db, app.deps.secrets.sessionSecret, token);
      if (found) request.user = found;
      else if (policy !== 'public') throw Unauthorized(AUTH_MESSAGES.invalidToken);
    }
    if (policy === 'public') return;
    if (!request.user) throw Unauthorized(AUTH_MESSAGES.loginRequired);
    if (policy === 'admin' && !request.user.isAdmin) throw Forbidden('Only admins can do that.');
  });
});
