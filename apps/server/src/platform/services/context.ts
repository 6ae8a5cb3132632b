import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { appendAudit } from './audit';
import { currentUser, type AuthUser } from '../http/auth';
import type { Clock } from './clock';
import type { Db } from '../engine/db';
import type { AppDeps } from './deps';
import type { EventBus, EventName, PortalEvents } from './events';

/** What one app is built from, made once by the composition root (app/compose.ts) and shared by its services. */
export interface AppRoot {
  deps: AppDeps;
  clock: Clock;
  events: EventBus;
  /** The app's log, for what a service does after its request has answered (jobs, queued pushes). */
  log: FastifyBaseLogger;
}

/**
 * The one thing every service takes first: who is acting (a signed-in user, a visitor as null, or the portal
 * itself as null), the database handle (the transaction inside `transaction`), the clock, the audit sink and the
 * event bus. Services never see a Fastify request, so a route, a job, a CLI command and a test call them alike.
 */
export interface ServiceContext<U extends AuthUser | null = AuthUser> {
  deps: AppDeps;
  db: Db;
  user: U;
  clock: Clock;
  log: FastifyBaseLogger;
  /**
   * Appends one entry to the audit log as this user, from this request's address; inside `transaction`, on it.
   * `actorId` names another actor: the account a sign-in is for, before it has a session.
   */
  audit: (action: string, subject?: string, details?: Record<string, unknown>, actorId?: number) => Promise<void>;
  /** Announces an event: in-transaction listeners run now on `db`, the others once the transaction commits. */
  emit: <K extends EventName>(name: K, payload: PortalEvents[K]) => Promise<void>;
  /** Runs `work` in one transaction (joins the current one when nested); events it emits are delivered after commit. */
  transaction: <T>(work: (tx: ServiceContext<U>) => Promise<T>) => Promise<T>;
}

/** A context whose user may be absent: a visitor on a public route (null), or the portal itself (jobs, listeners, CLI). */
export type ViewerContext = ServiceContext<AuthUser | null>;
export type SystemContext = ViewerContext;

function build<U extends AuthUser | null>(
  root: AppRoot,
  user: U,
  ip: string | null,
  db: Db,
  afterCommit: Array<() => Promise<void>> | null,
): ServiceContext<U> {
  const ctx: ServiceContext<U> = {
    deps: root.deps,
    db,
    user,
    clock: root.clock,
    log: root.log,
    audit: (action, subject, details, actorId) => appendAudit(db, { actorId: actorId ?? user?.id ?? null, action, subject, details, ip: ip ?? undefined }),
    emit: async (name, payload) => {
      await root.events.deliver('inTransaction', name, payload, db);
      const deliver = () => root.events.deliver('afterCommit', name, payload, root.deps.database.db);
      if (afterCommit) afterCommit.push(deliver);
      else await deliver();
    },
    transaction: async (work) => {
      if (afterCommit) return work(ctx);
      const pending: Array<() => Promise<void>> = [];
      const result = await root.deps.database.db.transaction((tx) => work(build(root, user, ip, tx, pending)));
      for (const deliver of pending) await deliver();
      return result;
    },
  };
  return ctx;
}

export const systemContext = (root: AppRoot): SystemContext => build(root, null, null, root.deps.database.db, null);

/** The context of a request on a signed-in route (user or admin policy); 401 when nobody is signed in. */
export const serviceContext = (app: FastifyInstance, request: FastifyRequest): ServiceContext =>
  build(app.root, currentUser(request), request.ip, app.root.deps.database.db, null);

/** The context of a request on a public route: the signed-in user when there is one, else null. */
export const viewerContext = (app: FastifyInstance, request: FastifyRequest): ViewerContext =>
  build(app.root, request.user, request.ip, app.root.deps.database.db, null);

declare module 'fastify' {
  interface FastifyInstance {
    root: AppRoot;
  }
}
