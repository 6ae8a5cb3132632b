import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { modules } from './modules/index';
import { publicConfig } from './modules/site/public-config';
import { authPlugin } from './platform/auth';
import type { AppDeps } from './platform/deps';
import { registerErrorHandler } from './platform/errors';
import { registerOpenApi } from './platform/openapi';
import { registerSecurity } from './platform/security';
import { registerUploads, registerWeb } from './platform/web';

export interface BuildOptions {
  logger?: boolean;
}

/** Builds the whole HTTP app on top of ready dependencies; server.ts listens, tests use app.inject. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: deps.config.logLevel, redact: ['req.headers.authorization'] },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(authPlugin);
  await registerSecurity(app);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10 } });
  await registerOpenApi(app);

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (closing) return reply.status(503).send({ status: 'closing' });
    try {
      await deps.database.ping();
      return { status: 'ready', database: deps.database.kind };
    } catch {
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });

  for (const register of modules) await app.register(register);
  await registerUploads(app);
  await registerWeb(app, deps.config.webDist, publicConfig(deps));
  return app;
}
