import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { compose } from './app/compose';
import { modules } from './modules/index';
import { publicConfig } from './modules/site/public-config';
import { authPlugin } from './platform/http/auth';
import type { AppDeps } from './platform/services/deps';
import { DATABASE_RETRY_AFTER_SECONDS, databaseAway, loggableError, registerErrorHandler } from './platform/http/errors';
import { createLogs, OneLinePerRequest } from './platform/log/log';
import { PART_LIMITS } from './platform/http/multipart';
import { registerUploadBudget } from './platform/uploads/upload-budget';
import { registerOpenApi } from './platform/http/openapi';
import { registerSecurity } from './platform/http/security';
import { deleteExpiredSessions, findSessionUser } from './db/sessions';
import { sweepOrphanUploads } from './platform/uploads/upload-sweep';
import { registerCompression } from './platform/render/compression';
import { registerWeb } from './platform/render/web';
import { registerUploads } from './platform/uploads/upload-routes';

export const REQUEST_TIMEOUT_MS = 30_000;

export interface BuildOptions {
  /** The portal's log (server.ts makes it once per process); false for none; unset, one at LOG_LEVEL. */
  logger?: FastifyBaseLogger | false;
  /** Where that default log goes instead of stdout (tests read what would be logged). */
  logStream?: { write(line: string): void };
}

/** Fastify trusts the nth hop for a number, but its types only take the equivalent function. */
const trustProxyOption = (value: false | number | string[]) => (typeof value === 'number' ? (_address: string, hop: number) => hop < value : value);

/** Builds the whole HTTP app on top of ready dependencies; server.ts listens, tests use app.inject. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.logger === false ? { logger: false } : { loggerInstance: opts.logger ?? (createLogs(deps.config, opts.logStream).app as FastifyBaseLogger) }),
    logController: new OneLinePerRequest(),
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A slow or stalled client cannot hold a socket for ever: the whole request (headers and body) within 30 s,
    // a silent connection closed after 60 s. Uploads of a few MB fit easily on a 3G link.
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: 60_000,
    // An idle keep-alive connection is closed by the client or the proxy in front (nginx and the usual load
    // balancers wait 60 s), not by us first: a request sent just as the server closes its end fails with a reset
    // (a 502 behind a proxy; the browser tests' API client hit it with Node's 5 s).
    keepAliveTimeout: 65_000,
    return503OnClosing: true,
  });
  app.decorate('deps', deps);
  app.decorate('root', compose(deps, app.log));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const idleMs = deps.config.sessionIdleHours * 3_600_000;
  await app.register(authPlugin, { findUser: (token) => findSessionUser(deps.database.db, deps.secrets.sessionSecret, token, idleMs) });
  await registerSecurity(app);
  await registerCompression(app);
  registerUploadBudget(app, deps.config.uploadMemoryBytes);
  await app.register(multipart, { limits: { ...PART_LIMITS, fileSize: 10 * 1024 * 1024, files: 10, parts: 10 + PART_LIMITS.fields } });
  await registerOpenApi(app);

  const readiness = { closing: false };
  app.decorate('readiness', readiness);
  app.addHook('preClose', async () => {
    readiness.closing = true;
  });
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (readiness.closing) return reply.status(503).send({ status: 'closing' });
    try {
      await deps.database.ping();
      return { status: 'ready' };
    } catch (err) {
      // Why, for the operator and the load balancer's log: connection refused, starting up, connection lost…
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 'database unreachable', reason: databaseAway(err) ?? loggableError(err).message });
    }
  });

  deps.jobs.logTo((err, message) => app.log.warn({ err }, message));
  // Jobs of the platform itself; modules define theirs when they register. The caller starts the queue.
  deps.jobs.define('sessions-purge', () => deleteExpiredSessions(deps.database.db), { cron: '17 * * * *' });
  deps.jobs.define('uploads-sweep', () => sweepOrphanUploads(deps.database.pool, deps.uploads), { cron: '43 3 * * *', expireInSeconds: 3600 });
  for (const register of modules) await app.register(register);
  await registerUploads(app);
  await registerWeb(app, app.root.caches, deps.config.webDist, () => publicConfig(app.root));

  // Other instances on this database drop what our writes change, and we drop what theirs change.
  const bus = app.root.caches;
  await bus.start();
  app.decorate('cacheBus', bus);
  app.addHook('onClose', () => bus.close());
  return app;
}

/**
 * SIGTERM: /readyz answers 503 at once while requests are still served for `drainMs`, long enough for a load
 * balancer's health check to stop sending here; then the server stops accepting, in-flight requests finish, and the
 * job queue stops (its running jobs finish or go back to the queue).
 */
export async function closeGracefully(app: FastifyInstance, drainMs: number) {
  app.readiness.closing = true;
  if (drainMs > 0) await new Promise((r) => setTimeout(r, drainMs));
  await app.close();
  await app.deps.jobs.stop();
}
