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

export const IdParam = z.object({ id: z.coerce.number().int().positive() });

export const maxMessage = (n: number) => `Maximum ${n} characters allowed.`;

/** A text field that may be left empty; absent values arrive as ''. */
export const optionalText = (max: number) => z.string().trim().max(max, maxMessage(max)).default('');

export const Paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuery>;
