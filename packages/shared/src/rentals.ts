import { z } from 'zod';
import { TEN_DIGITS } from './common';
import { jsonPathList } from './ads';

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

export const RENTAL_MESSAGES = {
  empty: 'No rentals found. Be the first to list a rental property!',
  createButton: 'Create Rentals Ads',
  roleRequired: 'Please choose one option.',
  apartmentRequired: 'Apartment / PG name is required.',
  blockFlatRequired: 'Block/Flat number is required.',
  addressRequired: 'Address is required (max 300 characters).',
  costInvalid: 'Please enter a valid cost.',
  dateRequired: 'Available date is required.',
  datePast: 'Available date cannot be in the past.',
  typeRequired: 'Please select a type.',
  phoneInvalid: 'Enter a valid 10-digit phone number.',
  descriptionRequired: 'Description is required (max 500 characters).',
  statusRequired: 'Please select a status.',
  invalidFileType: (file: string) => `Invalid file type: ${file}`,
  tooManyPhotos: 'You can upload up to 8 photos.',
  deletedPhotosInvalid: 'deletedPhotos must be a JSON list of photo file names.',
  created: 'Rental created successfully!',
  updated: 'Rental updated successfully!',
  deleted: 'Rental deleted successfully.',
  loadFailed: 'Failed to load rental details. Please try again.',
  confirmDelete: 'Are you sure you want to delete this rental?',
  unexpected: 'An unexpected error occurred.',
} as const;

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
      (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
      z
        .number({ error: RENTAL_MESSAGES.costInvalid })
        .int(RENTAL_MESSAGES.costInvalid)
        .min(RENTAL_LIMITS.costMin, RENTAL_MESSAGES.costInvalid)
        .max(RENTAL_LIMITS.costMax, RENTAL_MESSAGES.costInvalid),
    ),
    available_from: z
      .string({ error: RENTAL_MESSAGES.dateRequired })
      .trim()
      .min(1, RENTAL_MESSAGES.dateRequired)
      .refine(isRealDate, RENTAL_MESSAGES.dateRequired)
      .refine((v) => v === keep || v >= today(), RENTAL_MESSAGES.datePast),
    type: z.enum(RENTAL_TYPES, { error: RENTAL_MESSAGES.typeRequired }),
    phone_number: z.string({ error: RENTAL_MESSAGES.phoneInvalid }).trim().regex(TEN_DIGITS, RENTAL_MESSAGES.phoneInvalid),
    description: required(RENTAL_MESSAGES.descriptionRequired, RENTAL_LIMITS.descriptionMax),
    status: z.enum(RENTAL_STATUSES, { error: RENTAL_MESSAGES.statusRequired }).default('Available'),
  });
}
export const RentalFields = rentalFields();
export type RentalFieldsInput = z.input<typeof RentalFields>;
export type RentalFieldsValues = z.output<typeof RentalFields>;

/** The multipart body of POST /api/rentals/create and PUT /api/rentals/update/{id}, besides the photos files. */
export const rentalBody = (rule?: DateRule) =>
  rentalFields(rule).extend({ deletedPhotos: jsonPathList(RENTAL_MESSAGES.deletedPhotosInvalid) });
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
  phone_number: z.string(),
  /** File names, served at /uploads/rentals/{file}. */
  photos: z.array(z.string()),
  role_type: z.enum(RENTAL_ROLES),
  status: z.enum(RENTAL_STATUSES),
  created_at: z.string(),
});
export type Rental = z.infer<typeof Rental>;

export const RentalListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(RENTAL_LIMITS.pageSizeMax).default(RENTAL_LIMITS.pageSize),
});
export const RentalList = z.object({ items: z.array(Rental), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type RentalList = z.infer<typeof RentalList>;
export const RentalSaved = z.object({ message: z.string(), rental: Rental });

export const rentalPhotoUrl = (file: string) => `/uploads/rentals/${file}`;
export const rentalThumbUrl = (file: string) => `/uploads/rentals/${file.replace(/\.[a-z]+$/, '-thumb.webp')}`;
