/** Trusted neighbours' limits and texts (issue 25), apart from zod so a page that only shows a badge loads no schema code. */
export const RESIDENTS_LIMITS = {
  blockNameMax: 40,
  flatNameMax: 20,
  reasonMax: 300,
  inviteCodeMax: 20,
  /** The CSV import: at most this many characters and rows (a society of a few thousand flats fits). */
  csvMax: 200_000,
  csvRowsMax: 5_000,
  /** A dry run's preview lists at most this many rows (the counts cover the whole file). */
  csvPreviewRows: 100,
  flatLimitDefault: 4,
  flatLimitMax: 20,
} as const;

export const REGISTRATION_MODES = ['open', 'verified_to_post', 'invite_only'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

export const RESIDENT_ROLES = ['owner', 'tenant'] as const;
export type ResidentRole = (typeof RESIDENT_ROLES)[number];

export const RESIDENCY_STATUSES = ['pending', 'approved', 'declined', 'moved_out'] as const;
export type ResidencyStatus = (typeof RESIDENCY_STATUSES)[number];

/** The API's refusals and answers; Hindi in i18n/hindi-residents.ts. */
export const RESIDENTS_MESSAGES = {
  blockNameRequired: 'Enter the block or tower name.',
  flatNameRequired: 'Enter the flat number.',
  blockTaken: 'This apartment already has a block with this name.',
  flatTaken: 'This block already has a flat with this number.',
  blockInUse: 'Residents live in this block. Move them out before removing it.',
  flatInUse: 'Residents live in this flat. Move them out before removing it.',
  csvEmpty: 'The file has no rows. Each row is: block,flat',
  csvTooLarge: `The file is too large: at most ${RESIDENTS_LIMITS.csvRowsMax} rows.`,
  csvUnreadable: 'The file could not be read as CSV. Each row is: block,flat',
  csvHasErrors: 'Some rows have problems; nothing was imported. Fix them and import again.',
  csvColumns: 'Each row needs two values: block,flat',
  reasonRequired: 'Say why, so the resident knows what to do.',
  alreadyOpen: 'You already have a join request or a verified flat. Move out first to join another flat.',
  flatFull: 'This flat already has the most verified residents the society allows.',
  inviteCodeWrong: 'This invite code does not match your block. Check it with your admin.',
  inviteOnly: 'This society joins by invite code only. Ask your admin for your block’s code.',
  notPending: 'This request has already been decided.',
  notVerified: 'You have no verified flat to move out of.',
  needsVerification: 'Only verified residents can do this. Ask to join your apartment from your profile.',
} as const;

/** What every post says about its poster: verified resident of this apartment and block (null: not verified). */
export interface VerifiedResident {
  apartment: string;
  block: string;
}
