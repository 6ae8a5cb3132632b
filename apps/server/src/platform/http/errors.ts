import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '@padosi/shared/auth';
import { inRequestLanguage } from './language';

/** A failure the person can act on: its message is sent as is with its status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }
}
export const Invalid = (message: string, details?: Record<string, string>) => new AppError(400, message, details);
export const Unauthorized = (message: string = AUTH_MESSAGES.invalidToken) => new AppError(401, message);
export const Forbidden = (message: string = AUTH_MESSAGES.forbidden) => new AppError(403, message);
export const NotFound = (what = 'The requested item') => new AppError(404, `${what} was not found.`);
/** A thing that was there and is no longer for this reader (a listing the moderators removed). */
export const Gone = (message: string) => new AppError(410, message);
export const Conflict = (message: string) => new AppError(409, message);
export const TooLarge = (message = 'The file is too large.') => new AppError(413, message);
export const UnsupportedMedia = (message = 'Only JPEG, PNG or WebP images are accepted.') => new AppError(415, message);

export const SERVER_ERROR = 'Something went wrong. Please try again later.';

/** While the database is away (restarting, unreachable): 503 with this text and `Retry-After`, which clients and load balancers retry. */
export const DATABASE_AWAY = 'The service is briefly unavailable. Please try again in a moment.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** What a lost or refused database connection looks like, by code (PostgreSQL's or the socket's) and by reason. */
const AWAY_CODES: Record<string, string> = {
  '57P01': 'shutting down',
  '57P02': 'crash shutdown',
  '57P03': 'starting up',
  '08000': 'connection error',
  '08001': 'connection refused',
  '08003': 'connection lost',
  '08004': 'connection refused',
  '08006': 'connection lost',
  '53300': 'too many connections',
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection lost',
  EPIPE: 'connection lost',
  ETIMEDOUT: 'connection timed out',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
};
/** node-postgres says these without a code (a socket closed under a query, a pool waiting too long). */
const AWAY_MESSAGES: Array<[string, string]> = [
  ['Connection terminated', 'connection lost'],
  ['timeout exceeded when trying to connect', 'connection timed out'],
  ['Client has encountered a connection error', 'connection lost'],
  ['Client was closed and is not queryable', 'connection lost'],
];

/** Why the database cannot be reached, when `err` (or the driver error drizzle wraps in it) says so; else undefined. */
export function databaseAway(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | null | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && Object.hasOwn(AWAY_CODES, e.code)) return AWAY_CODES[e.code];
    const message = typeof e.message === 'string' ? e.message : '';
    const known = AWAY_MESSAGES.find(([start]) => message.startsWith(start));
    if (known) return known[1];
    // A connect to "localhost" tries each address and fails with all of their errors.
    const first: unknown = Array.isArray(e.errors) ? e.errors[0] : undefined;
    e = (e.cause ?? first) as typeof e;
  }
  return undefined;
}

/** zod issues → `{ field: first message }`. */
export function issuesToDetails(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body';
    details[key] ??= issue.message;
  }
  return details;
}

const KNOWN_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large.'],
  FST_FILES_LIMIT: [413, 'Too many files.'],
  FST_PARTS_LIMIT: [413, 'Too many form fields.'],
  FST_FIELDS_LIMIT: [413, 'Too many form fields.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Expected a multipart form.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
};

/** What the multipart parser (busboy) throws on a truncated or malformed body: the client's fault, not ours. */
const MULTIPART_PARSE_ERRORS = new Set([
  'Unexpected end of multipart data',
  'Unexpected end of form',
  'Malformed part header',
  'Multipart: Boundary not found',
  'Part terminated early',
  'Part terminated early due to unexpected end of multipart data',
]);

/** PostgreSQL codes a hostile value can cause (22003 out of range, 22P02 malformed, 22001 too long): the caller's fault. */
const CLIENT_DATA_CODES = new Set(['22003', '22P02', '22001', '22007', '22008', '22021']);
export const BAD_VALUE = 'A value in the request is out of range or malformed.';

/** The database error code of a driver error, or of the driver error wrapped by drizzle. */
export const dbErrorCode = (err: unknown): string | undefined => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = typeof e?.cause?.code === 'string' ? e.cause.code : typeof e?.code === 'string' ? e.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

/**
 * The logger's `err` serializer. What an error may say in the log: its type, code and first line, with the SQL parameters that drizzle appends
 * ("params: …") and the driver's detail ("Key (email)=(…)") left out, since they carry personal data.
 */
export function loggableError(err: unknown) {
  const e = (err ?? {}) as { name?: unknown; message?: unknown; stack?: unknown; code?: unknown; cause?: { code?: unknown; routine?: unknown } };
  // A database error says only its code: the SQL may hold inlined literals (fast-read path) and the driver's message
  // quotes the offending value. Other errors keep their first line.
  const dbCode = dbErrorCode(err);
  const message = dbCode
    ? `database error ${dbCode}`
    : String(e.message ?? '')
        .split('\n')[0]!
        .slice(0, 500);
  const stack =
    typeof e.stack === 'string'
      ? e.stack
          .split('\n')
          .filter((l) => /^\s+at /.test(l))
          .slice(0, 12)
          .join('\n')
      : '';
  return { type: String(e.name ?? 'Error'), message, code: dbCode ?? (typeof e.code === 'string' ? e.code : undefined), stack };
}

/** The one place that turns any thrown error into `{ error }` with a status; 5xx never carry internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // The person reads the message in the request's language (decision 2300); the English is the spec's.
    const say = (text: string) => inRequestLanguage(request, text);
    const sayAll = (details: Record<string, string>) => Object.fromEntries(Object.entries(details).map(([k, v]) => [k, say(v)]));
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details = issuesToDetails(err.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? 'Invalid value.' })));
      return reply.status(400).send({ error: say(Object.values(details)[0] ?? 'Invalid request.'), details: sayAll(details) });
    }
    if (err instanceof AppError) {
      if (err.statusCode === 401) reply.header('WWW-Authenticate', 'Bearer');
      // A 410 is cacheable by default (RFC 9111), and browsers kept it after the moderators showed a listing again.
      if (err.statusCode === 410) reply.header('Cache-Control', 'no-store');
      return reply.status(err.statusCode).send(err.details ? { error: say(err.message), details: sayAll(err.details) } : { error: say(err.message) });
    }
    const known = err.code ? KNOWN_CLIENT_ERRORS[err.code] : undefined;
    if (known) return reply.status(known[0]).send({ error: say(known[1]) });
    if (err.statusCode === 429) {
      const text = (err as unknown as { error?: unknown }).error;
      return reply.status(429).send({ error: say(typeof text === 'string' ? text : 'Too many requests. Please wait a moment and try again.') });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send({ error: say(SERVER_ERROR) });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: say(err.message || 'Bad request.') });
    }
    if (MULTIPART_PARSE_ERRORS.has(err.message)) return reply.status(400).send({ error: say('The form data is incomplete or malformed.') });
    const away = databaseAway(err);
    if (away) {
      request.log.warn({ reason: away }, 'database unreachable');
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: say(DATABASE_AWAY) });
    }
    const code = dbErrorCode(err);
    if (code && CLIENT_DATA_CODES.has(code)) {
      request.log.warn({ err }, 'value refused by the database');
      return reply.status(400).send({ error: say(BAD_VALUE) });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: say(SERVER_ERROR) });
  });
}
