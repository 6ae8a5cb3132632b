import type { FastifyRequest } from 'fastify';
import { audit } from './audit';
import { currentUser, type AuthUser } from '../http/auth';
import type { Db } from '../engine/db';
import type { AppDeps } from './deps';

/**
 * What a service needs from the request, and no more: who is acting, where audit entries go, and the app's
 * dependencies (database, uploads, config). Services take this instead of the Fastify request, so they can be
 * called from a job, a CLI or a test the same way.
 */
export interface ServiceContext {
  deps: AppDeps;
  db: Db;
  user: AuthUser;
  /** Appends one entry to the audit log as this user, from this request's address. */
  audit: (action: string, subject?: string, details?: Record<string, unknown>) => Promise<void>;
}

export function serviceContext(deps: AppDeps, request: FastifyRequest): ServiceContext {
  const db = deps.database.db;
  return { deps, db, user: currentUser(request), audit: (action, subject, details) => audit(db, request, action, subject, details) };
}
