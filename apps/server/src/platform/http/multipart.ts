import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { UPLOAD_MESSAGES } from '@padosi/shared/images';
import { AppError, Invalid, TooLarge, issuesToDetails } from './errors';

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

/** Limits of every multipart body besides its files: text fields, their size, and headers per part. */
export const PART_LIMITS = { fields: 60, fieldSize: 64 * 1024, fieldNameSize: 100, headerPairs: 20 } as const;

/**
 * Reads a multipart body into text fields and file buffers, with the size limits enforced by the parser
 * (a file over the limit stops the upload with 413 before it is held in memory). The request takes one of its
 * user's and address's two upload slots (429 beyond), each chunk of a file is reserved from the process's upload
 * budget as it arrives (503 when other uploads fill it), and a body that sends nothing for `UPLOAD_IDLE_SECONDS`
 * ends with 408, so a stalled upload gives its slot and its bytes back (issue 29).
 */
export async function readMultipart(request: FastifyRequest, limits: MultipartLimits) {
  if (!request.isMultipart()) throw Invalid('Expected a multipart form.');
  const budget = request.server.uploadBudget;
  budget.enter(request);
  // No prototype: a field named "__proto__" or "constructor" is just a field.
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files: UploadedFile[] = [];
  // Strict per-part limits: each file is held only up to maxFileBytes, so one request holds at most maxFiles of them.
  const parts = request.parts({
    limits: { ...PART_LIMITS, files: limits.maxFiles, fileSize: limits.maxFileBytes, parts: limits.maxFiles + PART_LIMITS.fields },
  });
  const idle = new IdleWatch(request.server.deps.config.uploadIdleMs);
  try {
    for (;;) {
      const next = await idle.race(parts.next());
      if (next.done) break;
      const part = next.value;
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        let size = 0;
        const stream = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
        try {
          for (;;) {
            const chunk = await idle.race(stream.next());
            if (chunk.done) break;
            budget.reserve(request, chunk.value.length);
            chunks.push(chunk.value);
            size += chunk.value.length;
          }
        } catch (err) {
          part.file.destroy();
          throw err;
        }
        if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
        if (size > 0) files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data: Buffer.concat(chunks, size) });
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (err) {
    // The rest of a refused body is not read: the response closes the connection, so a client still sending
    // (or stalled) cannot keep it open.
    if (err instanceof AppError && (err.statusCode === 408 || err.statusCode === 503)) request.raw.unpipe();
    throw err;
  } finally {
    idle.stop();
  }
  return { fields, files };
}

/** Rejects a wait with 408 when nothing arrived for `ms`; each settled wait starts the clock again. */
class IdleWatch {
  private timer: NodeJS.Timeout | null = null;
  constructor(private readonly ms: number) {}

  race<T>(promise: Promise<T>): Promise<T> {
    this.stop();
    const stalled = new Promise<never>((_resolve, reject) => {
      this.timer = setTimeout(() => reject(new AppError(408, UPLOAD_MESSAGES.stalled)), this.ms);
    });
    return Promise.race([promise, stalled]).finally(() => this.stop());
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
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

export interface FormSpec<V> {
  /** The text fields: a shared zod schema, or a function for forms that carry JSON in one field. */
  fields: z.ZodType<V> | ((fields: Record<string, string>) => V);
  /** The one file field the form accepts; files under other names are dropped. */
  fileField: string;
  maxFiles?: number;
  maxFileBytes: number;
  /** More files than `maxFiles` is a rule of the form: 400 with this message on `fileField` (else 413). */
  tooManyFiles?: string;
  /** A file over `maxFileBytes`: 413 with this message (else the parser's). */
  tooLarge?: string;
}

/**
 * The one multipart form reader of every write route: limits enforced by the parser, the form's own messages
 * for too many or too large files, text fields validated by the shared schema, files of one field.
 */
export async function readForm<V>(request: FastifyRequest, spec: FormSpec<V>): Promise<{ values: V; files: UploadedFile[] }> {
  try {
    const { fields, files } = await readMultipart(request, { maxFiles: spec.maxFiles ?? 1, maxFileBytes: spec.maxFileBytes });
    const values = typeof spec.fields === 'function' ? spec.fields(fields) : parseFields(spec.fields, fields);
    return { values, files: files.filter((f) => f.field === spec.fileField) };
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' && spec.tooManyFiles) throw Invalid(spec.tooManyFiles, { [spec.fileField]: spec.tooManyFiles });
    if (code === 'FST_REQ_FILE_TOO_LARGE' && spec.tooLarge) throw TooLarge(spec.tooLarge);
    throw err;
  }
}
