import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES } from '@padosi/shared/auth';
import { Forbidden, Unauthorized } from './errors';
import { audit } from '../services/audit';

/** Every API route says who may call it; a route without a policy cannot be registered. */
export type Policy = 'public' | 'user' | 'admin';

export interface AuthUser {
  id: number;
  email: string;
  name: string;
  isAdmin: boolean;
  /** The language the user chose, or null (decision 2300). */
  language: string | null;
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
    /** Every API route with its policy, rate-limit class and body limit, as registered; tests walk it. */
    routePolicies: Array<{ method: string; url: string; policy: Policy; rateLimit: string | null; bodyLimit: number; schema: unknown }>;
  }
}

const GUARDED_PREFIXES = ['/api/', '/review/'];
const UNGUARDED_PREFIXES = ['/api/docs'];

export const needsPolicy = (url: string) => GUARDED_PREFIXES.some((p) => url.startsWith(p)) && !UNGUARDED_PREFIXES.some((p) => url.startsWith(p));

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

/**
 * Object-level check for writes: the row's owner or an admin, else 403. It only checks: the service that then
 * writes records an admin's action on someone else's row, once, through its context.
 */
export function assertOwnerOrAdmin(user: AuthUser | null, ownerId: number | null | undefined) {
  if (!isOwnerOrAdmin(user, ownerId)) throw Forbidden();
}

export interface AuthOptions {
  /** The user behind a bearer token, or null (the app passes its session lookup: sessions are rows of db/, above this layer). */
  findUser: (token: string) => Promise<AuthUser | null>;
}

export const authPlugin = fp(async (app: FastifyInstance, { findUser }: AuthOptions) => {
  app.decorateRequest('user', null);
  app.decorate('routePolicies', []);

  app.addHook('onRoute', (route) => {
    if (!needsPolicy(route.url)) return;
    const policy = route.config?.policy;
    if (!policy) throw new Error(`Route ${String(route.method)} ${route.url} declares no policy`);
    // Every write names its rate-limit class (auth, write, upload, search): a new route cannot forget one.
    const limits = (app as unknown as { limits?: Record<string, unknown> }).limits ?? {};
    const declared = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
    const rateLimit = declared ? (Object.entries(limits).find(([, v]) => v === declared)?.[0] ?? 'custom') : null;
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    if (!rateLimit && methods.some((m) => m !== 'GET')) throw new Error(`Route ${methods.join(',')} ${route.url} declares no rate-limit class`);
    const bodyLimit = route.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024;
    for (const method of methods) app.routePolicies.push({ method, url: route.url, policy, rateLimit, bodyLimit, schema: route.schema });
  });

  // onRequest runs before the body is read, so an upload from a stranger is refused before it is received.
  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config?.policy;
    if (!policy) return;
    const token = bearerToken(request);
    if (token) {
      const found = await findUser(token);
      if (found) request.user = found;
      else if (policy !== 'public') throw Unauthorized(AUTH_MESSAGES.invalidToken);
    }
    if (policy === 'public') return;
    if (!request.user) throw Unauthorized(AUTH_MESSAGES.loginRequired);
    if (policy === 'admin' && !request.user.isAdmin) {
      await audit(app.deps.database.db, request, 'admin.refused', `${request.method} ${request.routeOptions.url}`);
      throw Forbidden('Only admins can do that.');
    }
  });
});
