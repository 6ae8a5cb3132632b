import { z } from 'zod';
import { maxMessage, rowId, short } from './common';
import {
  REGISTRATION_MODES,
  RESIDENCY_STATUSES,
  RESIDENT_ROLES,
  RESIDENTS_LIMITS as L,
  RESIDENTS_MESSAGES as M,
  type VerifiedResident as VerifiedResidentShape,
} from './residents-constants';

export * from './residents-constants';

/*
 * Trusted neighbours (issue 25): blocks and flats of an apartment, joining a flat, the admin's queue, and the one
 * verification summary every post carries. One schema for the forms and the server.
 */

const name = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .max(max, short(maxMessage(max)))
    .min(1, required);

export const BlockName = z.object({ name: name(L.blockNameMax, M.blockNameRequired) });
export const FlatName = z.object({ name: name(L.flatNameMax, M.flatNameRequired) });

export const FlatItem = z.object({ id: z.number().int(), name: z.string() });
export type FlatItem = z.infer<typeof FlatItem>;
export const BlockItem = z.object({ id: z.number().int(), name: z.string() });
export type BlockItem = z.infer<typeof BlockItem>;

/** The admin's view of a block: its invite code and how many flats it has. */
export const AdminBlock = BlockItem.extend({ inviteCode: z.string().max(L.inviteCodeMax).nullable(), flats: z.number().int() });
export type AdminBlock = z.infer<typeof AdminBlock>;

/** POST …/flats/import: the CSV's text (`block,flat` rows, an optional header row). */
export const FlatsImport = z.object({
  csv: z.string().max(L.csvMax, short(M.csvTooLarge)),
});
export type FlatsImport = z.infer<typeof FlatsImport>;
/** `?dryRun=true` reads and checks the file and says what an import would add, writing nothing. */
export const FlatsImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
/** A row of a dry run's preview: its line in the file, and whether importing it would add the flat. */
export const FlatsPreviewRow = z.object({
  line: z.number().int(),
  block: z.string().max(L.blockNameMax),
  flat: z.string().max(L.flatNameMax),
  isNew: z.boolean(),
});
export type FlatsPreviewRow = z.infer<typeof FlatsPreviewRow>;
export const FlatsImported = z.object({
  blocksAdded: z.number().int(),
  flatsAdded: z.number().int(),
  rows: z.number().int(),
  /** Dry runs only: the first rows (`csvPreviewRows`). */
  preview: z.array(FlatsPreviewRow).max(L.csvPreviewRows).optional(),
});
export type FlatsImported = z.infer<typeof FlatsImported>;

export const JoinBody = z.object({
  flatId: rowId(),
  role: z.enum(RESIDENT_ROLES),
  inviteCode: z
    .string()
    .trim()
    .max(L.inviteCodeMax, short(M.inviteCodeWrong))
    .transform((v) => v.toUpperCase())
    .default(''),
});
export type JoinBody = z.output<typeof JoinBody>;

export const DeclineBody = z.object({ reason: name(L.reasonMax, M.reasonRequired) });

export const Residency = z.object({
  id: z.number().int(),
  status: z.enum(RESIDENCY_STATUSES),
  role: z.enum(RESIDENT_ROLES),
  via: z.enum(['request', 'invite']),
  apartment: z.string(),
  block: z.string(),
  flat: z.string(),
  /** Why an admin declined (shown to the resident). */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Residency = z.infer<typeof Residency>;

/** GET /api/residents/me: the latest request or residency, and the society's registration mode. */
export const MyResidency = z.object({ residency: Residency.nullable(), verified: z.boolean(), mode: z.enum(REGISTRATION_MODES) });
export type MyResidency = z.infer<typeof MyResidency>;

/** One open join request in the admin's queue, oldest first. */
export const JoinRequest = Residency.extend({ userId: z.number().int(), userName: z.string(), email: z.string() });
export type JoinRequest = z.infer<typeof JoinRequest>;

/** What every post says about its poster: verified resident of this apartment and block, or null. Never a phone. */
export const VerifiedResident: z.ZodType<VerifiedResidentShape> = z.object({ apartment: z.string(), block: z.string() });
export type VerifiedResident = VerifiedResidentShape;
