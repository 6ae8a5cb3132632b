import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { multipartBody } from './openapi-multipart';

/** What a module's route file starts from: the zod-typed router, its OpenAPI tag and the database as of each request. */
export function routeKit(app: FastifyInstance, tag: string) {
  return { r: app.withTypeProvider<ZodTypeProvider>(), tags: [tag], db: () => app.deps.database.db };
}

/**
 * Route options of a multipart write by a signed-in user (`userUpload`) or an admin (`adminUpload`): the upload
 * rate limit, and `schema` plus the form documented from `fields` and the file fields (the handler reads the body
 * itself).
 */
function upload<P extends 'user' | 'admin', S extends object>(policy: P, app: FastifyInstance, schema: S, fields: z.ZodObject, files: readonly string[]) {
  return {
    config: { policy, rateLimit: app.limits.upload },
    schema: { ...schema, ...multipartBody(fields, files) },
    validatorCompiler: multipartBody.validatorCompiler,
  };
}

export const userUpload = <S extends object>(app: FastifyInstance, schema: S, fields: z.ZodObject, files: readonly string[]) =>
  upload('user', app, schema, fields, files);
export const adminUpload = <S extends object>(app: FastifyInstance, schema: S, fields: z.ZodObject, files: readonly string[]) =>
  upload('admin', app, schema, fields, files);
