import { MODERATION_LIMITS } from './moderation-constants';
import { z } from 'zod';
import { VerifiedResident } from './residents';
import { MAX_ROW_ID, SHORT_MAX, TEN_DIGITS, maxMessage, short } from './common';
import { stripThousands, toPriceString } from './money';
import { Paged, pageQuery } from './paging';
import { Poster } from './trust';
import { AD_FORM_STATUSES, AD_MESSAGES, AD_SORTS, AD_STATUSES } from './ads-constants';

export * from './ads-constants';

/** Spec 02 §5 and §9: the ad form's limits, and the browser's compression arguments (200 KB target, 800 px). */
export const AD_LIMITS = {
  titleMax: 50,
  descriptionMax: 500,
  locationMax: 100,
  priceInputMax: 10,
  minImages: 1,
  maxImages: 5,
  compressOverBytes: 2_097_152,
  compressTargetKb: 200,
  compressMaxPx: 800,
  /** The server's per-file cap: files up to 2 MB arrive uncompressed, larger ones arrive compressed. */
  imageMaxBytes: 5 * 1024 * 1024,
  /** Longest side the server stores; a gallery's large view needs no more. */
  storedMaxPx: 1600,
  pageSize: 8,
  pageSizeMax: 48,
} as const;

/** The categories every database starts with (inserted by custom migration 0004; see decision 401). */
export const AD_DEFAULT_CATEGORIES = [
  'Electronics',
  'Mobiles & Tablets',
  'Furniture',
  'Home Appliances',
  'Vehicles',
  'Books & Stationery',
  'Clothing & Fashion',
  'Sports & Fitness',
  'Kids & Toys',
  'Other',
] as const;

// Letters and digits of any script (Hindi titles work); ’ counts as an apostrophe because phone keyboards type it.
const TITLE_CHARS = /^[\p{L}\p{M}\p{Nd} ]+$/u;
const DESCRIPTION_CHARS = /^[\p{L}\p{M}\p{Nd}\s.,!?'’-]+$/u;
const LOCATION_CHARS = /^[\p{L}\p{M}\p{Nd} ,.-]+$/u;
export const PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;

const text = (required: string, max: number, chars: RegExp, charsMessage: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, maxMessage(max)).regex(chars, charsMessage);

/** The ad form's text fields; the browser form and the server's multipart check both use it. */
export const AdFields = z.object({
  category_id: z.coerce
    .number({ error: AD_MESSAGES.categoryRequired })
    .int(AD_MESSAGES.categoryRequired)
    .positive(AD_MESSAGES.categoryRequired)
    .max(MAX_ROW_ID, AD_MESSAGES.categoryRequired),
  title: text(AD_MESSAGES.titleRequired, AD_LIMITS.titleMax, TITLE_CHARS, AD_MESSAGES.titleChars),
  description: text(AD_MESSAGES.descriptionRequired, AD_LIMITS.descriptionMax, DESCRIPTION_CHARS, AD_MESSAGES.descriptionChars),
  price: z.preprocess(
    stripThousands,
    z
      .string({ error: AD_MESSAGES.priceRequired })
      .trim()
      .min(1, AD_MESSAGES.priceRequired)
      .max(AD_LIMITS.priceInputMax, AD_MESSAGES.priceInvalid)
      .regex(PRICE_PATTERN, AD_MESSAGES.priceInvalid)
      .transform(toPriceString),
  ),
  contact_info: z
    .string({ error: AD_MESSAGES.contactInvalid })
    .trim()
    .max(SHORT_MAX, short(AD_MESSAGES.contactInvalid))
    .regex(TEN_DIGITS, AD_MESSAGES.contactInvalid),
  location: text(AD_MESSAGES.locationRequired, AD_LIMITS.locationMax, LOCATION_CHARS, AD_MESSAGES.locationChars),
  ads_status: z.enum(AD_FORM_STATUSES, { error: AD_MESSAGES.statusRequired }),
});
export type AdFieldsInput = z.input<typeof AdFields>;
export type AdFieldsValues = z.output<typeof AdFields>;

/** A JSON list of strings sent as one multipart field (the spec's deletedImages). */
export const jsonPathList = (message: string) =>
  z
    .string()
    .max(20_000, short(message))
    .optional()
    .transform((value, ctx) => {
      if (!value || !value.trim()) return [] as string[];
      try {
        const parsed: unknown = JSON.parse(value);
        if (Array.isArray(parsed) && parsed.length <= 50 && parsed.every((p) => typeof p === 'string' && p.length <= 300)) return parsed as string[];
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** The multipart body of POST /api/ads/create and PUT /api/ads/update/{id} (besides the images files). */
export const AdBody = AdFields.extend({ deletedImages: jsonPathList(AD_MESSAGES.deletedImagesInvalid) });

/** jpeg, jpg and png only (spec 02 §5), judged by name and declared type in the browser; the server sniffs bytes. */
export function isAllowedAdImage(file: { name: string; type?: string }) {
  const byName = /\.(jpe?g|png)$/i.test(file.name);
  const byType = !file.type || ['image/jpeg', 'image/jpg', 'image/png'].includes(file.type);
  return byName && byType;
}

/** How many images an ad has after an edit, and the message when that count breaks the 1–5 rule. */
export function adImageCountError(kept: number, added: number): string | null {
  const total = kept + added;
  if (total > AD_LIMITS.maxImages) return AD_MESSAGES.tooManyImages;
  if (total < AD_LIMITS.minImages) return AD_MESSAGES.imagesRequired;
  return null;
}

export const AdCategory = z.object({ category_id: z.number().int(), category_name: z.string() });
export type AdCategory = z.infer<typeof AdCategory>;

/** The public shape of an ad: an allow-list, with images always a list. */
export const Ad = z.object({
  ad_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Exact decimal string with two places, e.g. "1500.00". */
  price: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  /** The ad's contact number: only for its owner and the admins (null for everyone else, issue 25). */
  contact_info: z.string().nullable(),
  /**
   * The number to call: the ad's own contact (never the poster's private profile phone). Null except for its owner
   * and the admins: a signed-in viewer asks POST /api/ads/{id}/phone, which is counted and limited.
   */
  phone_number: z.string().nullable(),
  location: z.string(),
  ads_status: z.enum(AD_STATUSES),
  images: z.array(z.string()),
  /** Small WebP versions of images, same order. */
  thumbnails: z.array(z.string()),
  /** The first image, for clients written against the older single-image field. */
  image_url: z.string().nullable(),
  created_at: z.string(),
  user_id: z.number().int(),
  /** The poster's "Verified resident · apartment, block" badge, or null (issue 25). */
  verified: VerifiedResident.nullable(),
  /** Who posted it: name, member since, apartment (issue 25). */
  poster: Poster.nullable(),
  /** Why the moderators removed it: only its owner and the admins see the listing then (issue 24). */
  removed_reason: z.string().max(MODERATION_LIMITS.reasonMax).optional(),
});
export type Ad = z.infer<typeof Ad>;

export const AdListQuery = pageQuery({ pageSize: AD_LIMITS.pageSize, pageSizeMax: AD_LIMITS.pageSizeMax, pageMax: 100_000 }).extend({
  sort: z.enum(AD_SORTS).default('latest'),
});
export type AdListQuery = z.infer<typeof AdListQuery>;

export const AdList = Paged(Ad).extend({ sort: z.enum(AD_SORTS) });
export type AdList = z.infer<typeof AdList>;

export const AdSaved = z.object({ message: z.string(), ad: Ad });

/** Whether the signed-in user saved an ad with the heart. */
export const SavedAdState = z.object({ ad_id: z.number().int(), saved: z.boolean() });
export type SavedAdState = z.infer<typeof SavedAdState>;
export const SavedAdList = Paged(Ad);
export type SavedAdList = z.infer<typeof SavedAdList>;
