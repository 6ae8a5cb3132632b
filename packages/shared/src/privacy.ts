import { z } from 'zod';

/** How long a "download my data" archive can be fetched, how often one may be asked for, the deletion grace. */
export const PRIVACY_LIMITS = {
  exportDays: 7,
  exportsPerDay: 1,
  erasureGraceHours: 48,
  /** How long the cancel link handed out at a refused sign-in stays good. */
  cancelTokenMinutes: 15,
  cancelTokenMax: 200,
} as const;

/** Server messages of the privacy module (English, the contract; Hindi in i18n/hindi-privacy.ts). */
export const PRIVACY_MESSAGES = {
  exportStarted: 'We are preparing your data. It will be ready here in a few minutes.',
  exportOncePerDay: 'You can download your data once a day. Please try again tomorrow.',
  exportNotReady: 'Your archive is not ready yet.',
  exportExpired: 'This archive has expired. Please ask for a new one.',
  erasureRequested: 'Your account is locked and will be deleted in 48 hours. Sign in again before then to cancel.',
  erasureAlreadyRequested: 'Your account is already being deleted.',
  erasurePending: 'Your account is being deleted. You can still cancel the deletion.',
  erasureCancelled: 'Welcome back! Your account will not be deleted.',
  cancelLinkInvalid: 'This cancel link is no longer valid. Please sign in again.',
  confirmRequired: 'Please confirm that you want to delete your account.',
  adminCannotErase: 'An admin account cannot be deleted. Ask another admin to remove your admin role first.',
  formerResident: 'Former resident',
} as const;

/**
 * The name an erased account's kept reviews carry. It is stored as this English text, which is also the marker the
 * readers' side looks for: the API and the web show it in the reader's language (`personName`), never as stored.
 */
export const FORMER_RESIDENT: string = PRIVACY_MESSAGES.formerResident;

export const ExportStatus = z.enum(['pending', 'ready', 'failed']);

/** One archive as its owner sees it. */
export const DataExport = z.object({
  id: z.number().int(),
  status: ExportStatus,
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  bytes: z.number().int().nullable(),
  /** Where to fetch it (signed-in owner only) while it is ready and not expired. */
  download_url: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

/** The profile's "your data" panel: the latest archive (if any), whether another may be asked for today, a pending deletion. */
export const PrivacyState = z.object({
  latest_export: DataExport.nullable(),
  can_request_export: z.boolean(),
  next_export_at: z.string().nullable(),
});
export type PrivacyState = z.infer<typeof PrivacyState>;

export const ExportRequested = z.object({ message: z.string(), export: DataExport });

export const ErasureBody = z.object({
  confirm: z.literal(true, { error: PRIVACY_MESSAGES.confirmRequired }),
  remove_reviews: z.boolean().default(false),
});
export type ErasureBody = z.infer<typeof ErasureBody>;

export const ErasureRequested = z.object({ message: z.string(), erase_after: z.string() });

/** The body of a cancel: the token the refused sign-in handed out (error details `cancel_token`). */
export const CancelErasureBody = z.object({ token: z.string().min(1, { abort: true }).max(PRIVACY_LIMITS.cancelTokenMax) });

/** An admin's view of accounts waiting to be erased. */
export const PendingErasure = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  requested_at: z.string(),
  erase_after: z.string(),
  remove_reviews: z.boolean(),
});
export type PendingErasure = z.infer<typeof PendingErasure>;
