import { z } from 'zod';
import { ISO_DATE, isIsoDate } from './calendar-dates';
import { DEFAULT_TIME_ZONE, endOfDay } from './clock';
import { maxMessage } from './common';
import { optionalLink } from './links';
import { IMAGE_MESSAGES } from './images';

export { hasBannerButton } from './home-constants';

export const BANNER_LIMITS = {
  titleMax: 100,
  descriptionMax: 300,
  buttonTextMax: 30,
  imageMaxBytes: 5 * 1024 * 1024,
  /** Spec 02: the browser compresses to 20 KB and 800 px. */
  compress: { maxSizeKb: 20, maxPx: 800 },
  storedMaxPx: 1600,
  /** Spec 01: the carousel advances every 3.5 s. */
  carouselMs: 3500,
} as const;

export const BANNER_MESSAGES = {
  titleRequired: 'Title is required.',
  expireRequired: 'Expiry date is required.',
  expireInvalid: 'Enter a valid expiry date.',
  dataInvalid: 'The banner data must be a JSON object.',
  created: 'Banner created successfully!',
  updated: 'Banner updated successfully!',
  failed: 'An unexpected error occurred. Please try again.',
  compressFailed: IMAGE_MESSAGES.compressFailed,
  imageType: 'Only JPG, PNG or WebP images are allowed.',
  notFound: 'The banner',
} as const;

/**
 * Accepts "2026-03-31" (the end of that day in the community's time zone: a date-only expiry lasts the whole day
 * for the portal's users) or a full ISO timestamp; returns a Date.
 */
export function parseExpireDate(v: string, timeZone: string): Date | null {
  const s = v.trim();
  if (ISO_DATE.test(s)) return isIsoDate(s) ? endOfDay(s, timeZone) : null;
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(s)) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

const boolish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'active', 'inactive'])])
  .default(true)
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'active');

/** The banner form, sent as the multipart field `data` (a JSON string) beside an optional `image` file. */
export const BannerData = z.object({
  title: z
    .string({ error: BANNER_MESSAGES.titleRequired })
    .trim()
    .min(1, BANNER_MESSAGES.titleRequired)
    .max(BANNER_LIMITS.titleMax, maxMessage(BANNER_LIMITS.titleMax)),
  description: z.string().trim().max(BANNER_LIMITS.descriptionMax, maxMessage(BANNER_LIMITS.descriptionMax)).default(''),
  button_text: z.string().trim().max(BANNER_LIMITS.buttonTextMax, maxMessage(BANNER_LIMITS.buttonTextMax)).default(''),
  button_link: optionalLink(),
  status: boolish,
  expire_date: z
    .string({ error: BANNER_MESSAGES.expireRequired })
    .trim()
    .min(1, BANNER_MESSAGES.expireRequired)
    .refine((v) => parseExpireDate(v, DEFAULT_TIME_ZONE) !== null, BANNER_MESSAGES.expireInvalid),
});
export type BannerInput = z.input<typeof BannerData>;
export type BannerValues = z.output<typeof BannerData>;

/** Multipart text fields: `data` holds the JSON; user_id (added by the browser) is ignored. */
export const BannerMultipartFields = z.object({
  data: z.string().max(20_000, { message: BANNER_MESSAGES.dataInvalid, abort: true }).describe('BannerData as a JSON string'),
});

export const Banner = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  button_text: z.string().nullable(),
  button_link: z.string().nullable(),
  status: z.boolean(),
  expire_date: z.string(),
  image_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Banner = z.infer<typeof Banner>;

export const BannerSaved = z.object({ message: z.string(), id: z.number().int(), data: Banner });

export const BannerListQuery = z.object({ all: z.enum(['true', 'false']).optional() });
