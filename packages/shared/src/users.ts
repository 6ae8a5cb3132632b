import { z } from 'zod';
import { LANGUAGES } from './languages';
import { INDIAN_MOBILE, MAX_ROW_ID, SHORT_MAX, maxMessage, optionalText, short } from './common';

export const PROFILE_LIMITS = {
  nameMin: 3,
  nameMax: 50,
  blockFlatMax: 100,
  addressMax: 150,
  cityMax: 100,
  stateMax: 100,
  pincodeInputMax: 10,
  /** browser-image-compression targets from the spec: 20 KB, 800 px. */
  pictureTargetKb: 20,
  pictureMaxPx: 800,
  pictureMaxBytes: 5 * 1024 * 1024,
} as const;

export const PROFILE_MESSAGES = {
  ownProfileOnly: 'You can only update your own profile.',
  userNotFound: 'The user',
  nameRequired: 'Name is required.',
  nameMin: 'Minimum 3 characters.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Invalid Indian phone number.',
  apartmentRequired: 'Apartment selection is required.',
  blockFlatRequired: 'Block/Flat number is required.',
  pincodeInvalid: 'Invalid pincode.',
  pictureType: 'Only JPG or PNG images are allowed.',
  success: 'Profile updated successfully!',
  failure: 'Something went wrong. Please try again.',
  compressionFailed: 'Image compression failed. Try again.',
  compressed: (fromKb: number, toKb: number) => `Image compressed: ${fromKb} KB to ${toKb} KB.`,
} as const;

/** The spec's minimum age for using the product (issue 30: asked at sign-up, and on the profile of an older account). */
export const MINIMUM_AGE = 13;
export const MINIMUM_AGE_MESSAGES = {
  confirmAge: `Please confirm that you are at least ${MINIMUM_AGE} years old.`,
  confirmed: 'Thank you for confirming your age.',
} as const;
/** The tick "I am at least 13": only `true` passes. */
export const AgeConfirmed = z.literal(true, { error: MINIMUM_AGE_MESSAGES.confirmAge });
/** POST /api/userprofile/age: an account made before the question was asked confirms once. */
export const AgeConfirmationBody = z.object({ age_confirmed: AgeConfirmed });

/** The My Profile form; the same schema checks the multipart fields on the server. */
export const ProfileBody = z.object({
  name: z
    .string({ error: PROFILE_MESSAGES.nameRequired })
    .trim()
    .min(1, PROFILE_MESSAGES.nameRequired)
    .min(PROFILE_LIMITS.nameMin, PROFILE_MESSAGES.nameMin)
    .max(PROFILE_LIMITS.nameMax, maxMessage(PROFILE_LIMITS.nameMax)),
  phone_number: z
    .string({ error: PROFILE_MESSAGES.phoneRequired })
    .trim()
    .max(SHORT_MAX, short(PROFILE_MESSAGES.phoneInvalid))
    .min(1, PROFILE_MESSAGES.phoneRequired)
    .regex(INDIAN_MOBILE, PROFILE_MESSAGES.phoneInvalid),
  apartment_id: z.coerce
    .number({ error: PROFILE_MESSAGES.apartmentRequired })
    .int(PROFILE_MESSAGES.apartmentRequired)
    .positive(PROFILE_MESSAGES.apartmentRequired)
    .max(MAX_ROW_ID, PROFILE_MESSAGES.apartmentRequired),
  block_flat_number: z
    .string({ error: PROFILE_MESSAGES.blockFlatRequired })
    .trim()
    .min(1, PROFILE_MESSAGES.blockFlatRequired)
    .max(PROFILE_LIMITS.blockFlatMax, maxMessage(PROFILE_LIMITS.blockFlatMax)),
  address: optionalText(PROFILE_LIMITS.addressMax),
  city: optionalText(PROFILE_LIMITS.cityMax),
  state: optionalText(PROFILE_LIMITS.stateMax),
  pincode: z
    .string()
    .trim()
    .max(SHORT_MAX, short(PROFILE_MESSAGES.pincodeInvalid))
    .default('')
    .refine((v) => v === '' || /^\d{6}$/.test(v), PROFILE_MESSAGES.pincodeInvalid),
});
export type ProfileInput = z.input<typeof ProfileBody>;
export type ProfileValues = z.output<typeof ProfileBody>;

export const PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;

/** The signed-in user's own record, as kept by the browser. Never listed publicly. */
export const SessionUser = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  apartment_id: z.number().int().nullable(),
  block_flat_number: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  profile_picture: z.string().nullable(),
  isadmin: z.boolean(),
  /** The language the user chose; null until they choose (decision 2300). Optional for a browser's older copy. */
  language: z.enum(LANGUAGES).nullable().optional(),
  /** Whether the person confirmed being at least 13 (optional for a browser's older copy). */
  age_confirmed: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const ProfileResponse = z.object({ message: z.string(), user: SessionUser });

/** PUT /api/userprofile/language: the signed-in user's language, kept for every device they sign in on. */
export const LanguageBody = z.object({ language: z.enum(LANGUAGES) });
export type LanguageBody = z.infer<typeof LanguageBody>;

export const Apartment = z.object({ id: z.number().int(), name: z.string() });
export type Apartment = z.infer<typeof Apartment>;
