import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { multipartBody } from './openapi-multipart';

/** What a module's route file starts from: the zod-typed router, its OpenAPI tag and the database as of each request. */
export function routeKit(app: FastifyInstance, tag: string) {
  return { r: app.withTypeProvider<ZodTypeProvider>(), tags: [tag], db: () => app.deps.database.db };
}

/**
 * Route options of a signed-in user's multipart write: the upload rate limit, and `schema` plus the form documented
 * from `fields` and the file fields (the handler reads the body itself).
 */
export function userUpload<S extends object>(app: FastifyInstance, schema: S, fields: z.ZodObject, files: readonly string[]) {
  return {
    config: { policy: 'user' as const, rateLimit: app.limits.upload },
    schema: { ...schema, ...multipartBody(fields, files) },
    validatorCompiler: multipartBody.validatorCompiler,
  };
}
