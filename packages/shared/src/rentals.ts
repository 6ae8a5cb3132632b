import { MODERATION_LIMITS } from './moderation-constants';
import { Poster } from './trust';
import { VerifiedResident } from './residents';
import { stripThousands } from './money';
import { z } from 'zod';
import { SHORT_MAX, TEN_DIGITS, short } from './common';
import { jsonPathList } from './ads';
import { Paged, pageQuery } from './paging';
import { RENTAL_MESSAGES } from './rentals-constants';

export * from './rentals-constants';

/** Spec 02 §5 and §9: the rental form's limits and the browser's compression (over 512 KB → 500 KB, 1024 px). */
export const RENTAL_LIMITS = {
  apartmentNameMax: 100,
  blockFlatMax: 50,
  addressMax: 300,
  descriptionMax: 500,
  costMin: 0,
  costMax: 999_999,
  /** The spec sets no count; eight fill the photo grid and keep one request under 40 MB (decision 403). */
  maxPhotos: 8,
  compressOverBytes: 524_288,
  compressTargetKb: 500,
  compressMaxPx: 1024,
  photoMaxBytes: 5 * 1024 * 1024,
  storedMaxPx: 1600,
  pageSize: 8,
  pageSizeMax: 48,
  successMs: 3000,
} as const;

export const RENTAL_TYPES = ['family', 'bachelor', 'all'] as const;
export const RENTAL_ROLES = ['owner', 'tenant'] as const;
export const RENTAL_STATUSES = ['Available', 'Rented', 'Inactive'] as const;
export type RentalType = (typeof RENTAL_TYPES)[number];
export type RentalRole = (typeof RENTAL_ROLES)[number];
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (v: string) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** The calendar date in the browser's own time zone, YYYY-MM-DD: the form's minimum. */
export function localToday(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The earliest calendar date that is still "today" somewhere (UTC−12): the server cannot know the poster's zone. */
export function earliestToday(now = new Date()) {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);

export interface DateRule {
  /** Which day counts as today: the browser passes its local date, the server the earliest date current anywhere. */
  today?: () => string;
  /** An edit may keep the date the rental already had, even once it has passed. */
  keep?: string;
}

/** The rental form's fields, shared by the browser form and the server's multipart check. */
export function rentalFields({ today = earliestToday, keep }: DateRule = {}) {
  return z.object({
    role_type: z.enum(RENTAL_ROLES, { error: RENTAL_MESSAGES.roleRequired }),
    apartment_name: required(RENTAL_MESSAGES.apartmentRequired, RENTAL_LIMITS.apartmentNameMax),
    block_flat_number: required(RENTAL_MESSAGES.blockFlatRequired, RENTAL_LIMITS.blockFlatMax),
    address: required(RENTAL_MESSAGES.addressRequired, RENTAL_LIMITS.addressMax),
    rental_cost: z.preprocess(
      (raw) => {
        const v = stripThousands(raw);
        return v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v;
      },
      z
        .number({ error: RENTAL_MESSAGES.costInvalid })
        .int(RENTAL_MESSAGES.costInvalid)
        .min(RENTAL_LIMITS.costMin, RENTAL_MESSAGES.costInvalid)
        .max(RENTAL_LIMITS.costMax, RENTAL_MESSAGES.costInvalid),
    ),
    available_from: z
      .string({ error: RENTAL_MESSAGES.dateRequired })
      .trim()
      .max(SHORT_MAX, short(RENTAL_MESSAGES.dateRequired))
      .min(1, RENTAL_MESSAGES.dateRequired)
      .refine(isRealDate, RENTAL_MESSAGES.dateRequired)
      .refine((v) => v === keep || v >= today(), RENTAL_MESSAGES.datePast),
    type: z.enum(RENTAL_TYPES, { error: RENTAL_MESSAGES.typeRequired }),
    phone_number: z
      .string({ error: RENTAL_MESSAGES.phoneInvalid })
      .trim()
      .max(SHORT_MAX, short(RENTAL_MESSAGES.phoneInvalid))
      .regex(TEN_DIGITS, RENTAL_MESSAGES.phoneInvalid),
    description: required(RENTAL_MESSAGES.descriptionRequired, RENTAL_LIMITS.descriptionMax),
    status: z.enum(RENTAL_STATUSES, { error: RENTAL_MESSAGES.statusRequired }).default('Available'),
  });
}
export const RentalFields = rentalFields();
export type RentalFieldsInput = z.input<typeof RentalFields>;
export type RentalFieldsValues = z.output<typeof RentalFields>;

/** The multipart body of POST /api/rentals/create and PUT /api/rentals/update/{id}, besides the photos files. */
export const rentalBody = (rule?: DateRule) => rentalFields(rule).extend({ deletedPhotos: jsonPathList(RENTAL_MESSAGES.deletedPhotosInvalid) });
export const RentalBody = rentalBody();

/** jpeg, png or jpg (spec 02 §5); anything else is skipped in the browser with Invalid file type: {file}. */
export function isAllowedRentalPhoto(file: { name: string; type?: string }) {
  return /\.(jpe?g|png)$/i.test(file.name) && (!file.type || ['image/jpeg', 'image/jpg', 'image/png'].includes(file.type));
}

export const Rental = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  apartment_name: z.string(),
  block_flat_number: z.string(),
  address: z.string(),
  /** Whole rupees a month. */
  rental_cost: z.number().int(),
  description: z.string(),
  available_from: z.string(),
  type: z.enum(RENTAL_TYPES),
  /** Null except for its owner and the admins: a signed-in viewer asks POST /api/rentals/{id}/phone (issue 25). */
  phone_number: z.string().nullable(),
  /** File names, served at /uploads/rentals/{file}. */
  photos: z.array(z.string()),
  role_type: z.enum(RENTAL_ROLES),
  status: z.enum(RENTAL_STATUSES),
  created_at: z.string(),
  /** Who posted it: name, member since, apartment (issue 25). */
  poster: Poster.nullable(),
  /** The poster's "Verified resident · apartment, block" badge, or null (issue 25). */
  verified: VerifiedResident.nullable(),
  /** Why the moderators removed it: only its owner and the admins see the listing then (issue 24). */
  removed_reason: z.string().max(MODERATION_LIMITS.reasonMax).optional(),
});
export type Rental = z.infer<typeof Rental>;

export const RentalListQuery = pageQuery({ pageSize: RENTAL_LIMITS.pageSize, pageSizeMax: RENTAL_LIMITS.pageSizeMax, pageMax: 100_000 });
export const RentalList = Paged(Rental);
export type RentalList = z.infer<typeof RentalList>;
export const RentalSaved = z.object({ message: z.string(), rental: Rental });

export { rentalPhotoUrl, rentalThumbUrl } from './rental-paths';
