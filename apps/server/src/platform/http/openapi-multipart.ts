import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Documents a multipart body in OpenAPI from the same zod schema that checks its text fields. The body itself is
 * read by readMultipart in the handler, so the route's validator skips it and validates params and query only.
 */
export function multipartBody(fields: z.ZodObject, fileFields: readonly string[]) {
  const files = Object.fromEntries(fileFields.map((name) => [name, z.any().optional().meta({ type: 'string', format: 'binary' })]));
  return { consumes: ['multipart/form-data'], body: fields.extend(files) };
}

multipartBody.validatorCompiler = ((route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route)) as FastifySchemaCompiler<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a compiler for any route schema
