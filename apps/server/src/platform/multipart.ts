import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Invalid, issuesToDetails } from './errors';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
}

/**
 * Reads a multipart body into text fields and file buffers, with the size limits enforced by the parser
 * (a file over the limit stops the upload with 413 before it is held in memory).
 */
export async function readMultipart(request: FastifyRequest, limits: MultipartLimits) {
  if (!request.isMultipart()) throw Invalid('Expected a multipart form.');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const parts = request.parts({ limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, fields: 60, fieldSize: 64 * 1024 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (data.length > 0) files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
    } else {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    }
  }
  return { fields, files };
}

/** Validates multipart text fields with a shared zod schema; failures are the same 400 as a JSON body's. */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const result = schema.safeParse(fields);
  if (!result.success) {
    const details = issuesToDetails(result.error.issues);
    throw Invalid(Object.values(details)[0] ?? 'Invalid request.', details);
  }
  return result.data;
}
