import { z } from 'zod';

/** Ten digits starting 6–9: the Indian mobile rule used by the profile, the shell enquiry, rides and home help. */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
/** Any ten digits: the looser rule of the home-page enquiry, rentals and ad contacts. */
export const TEN_DIGITS = /^\d{10}$/;

export const ErrorBody = z.object({
  error: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const OkBody = z.object({ ok: z.literal(true) });

/** A write's answer that is only a sentence for the person (one of the `*_MESSAGES`). */
export const MessageBody = z.object({ message: z.string().max(500) });

/** The largest id a PostgreSQL integer column holds; a bigger one in a path or body can only be "not found". */
export const MAX_ROW_ID = 2_147_483_647;
/** A row id from a path, query or form: a positive integer within the column's range (400 beyond it, never 500). */
export const rowId = () => z.coerce.number().int().positive().max(MAX_ROW_ID);

export const IdParam = z.object({ id: rowId() });

export const maxMessage = (n: number) => `Maximum ${n} characters allowed.`;

/**
 * The length guard of a short coded value (phone, date, time, id): far above any valid value, checked first and
 * aborting, so no pattern or refinement ever runs on a long string (the schema-budget test requires one).
 */
export const SHORT_MAX = 40;
export const short = (message: string) => ({ message, abort: true }) as const;

/** A text field that may be left empty; absent values arrive as ''. */
export const optionalText = (max: number) => z.string().trim().max(max, maxMessage(max)).default('');

export { PageQuery, Paged } from './paging';
