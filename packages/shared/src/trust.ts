import { z } from 'zod';
import { maxMessage } from './common';

/**
 * Trusted neighbours (issue 25, second half): residents' private phone numbers, the poster's trust signals and
 * an admin's warnings (strikes). The English texts are the contract; their Hindi is in i18n/hindi-trust.ts.
 */
export const TRUST_LIMITS = {
  /** Different listings whose number one viewer may reveal in an hour (the same one again is free). */
  revealsPerHour: 20,
  ruleMax: 200,
  noteMax: 500,
  /** The third warning suspends posting; the admin chooses 1–365 days. */
  warningsToSuspend: 3,
  suspendDaysMax: 365,
  /** An admin's reason for removing a review (kept in the audit log). */
  removeReasonMax: 300,
} as const;

export const TRUST_MESSAGES = {
  signInForPhone: 'Please sign in to see the phone number.',
  tooManyReveals: 'You have seen many phone numbers in the last hour. Please try again later.',
  verifiedForPhone: 'Only verified residents can see phone numbers. Ask to join your apartment in your profile.',
  ruleRequired: 'Name the rule that was broken.',
  noteRequired: 'Write a note the resident will read.',
  suspendDaysInvalid: 'Choose a suspension of 1 to 365 days.',
  warned: 'The resident was warned.',
  postingSuspended: 'Your posting is suspended after three warnings. You can post again when the suspension ends.',
  userNotFound: 'The resident was not found.',
  hiddenNoReview: 'This listing was removed by the moderators and takes no new reviews.',
  hiddenNoFavourite: 'This listing was removed by the moderators and cannot be saved.',
  hiddenNoReport: 'This listing was removed by the moderators; there is nothing left to report.',
  reviewRemoved: 'The review was removed.',
  removeReasonRequired: 'Give a reason for removing the review.',
} as const;

/** What a reveal answers: the number to call. */
export const PhoneReveal = z.object({ phone_number: z.string() });
export type PhoneReveal = z.infer<typeof PhoneReveal>;

/** Who posted a listing, as everyone may see it: no phone, no e-mail, no flat number. */
export const Poster = z.object({
  name: z.string(),
  /** When the account was made (ISO); the web shows month and year. */
  member_since: z.string(),
  apartment_name: z.string().nullable(),
});
export type Poster = z.infer<typeof Poster>;

/** An admin's warning to a resident; `suspend_days` only counts on the warning that makes three. */
export const WarningBody = z.object({
  rule: z
    .string({ error: TRUST_MESSAGES.ruleRequired })
    .trim()
    .max(TRUST_LIMITS.ruleMax, { message: maxMessage(TRUST_LIMITS.ruleMax), abort: true })
    .min(1, TRUST_MESSAGES.ruleRequired),
  note: z
    .string({ error: TRUST_MESSAGES.noteRequired })
    .trim()
    .max(TRUST_LIMITS.noteMax, { message: maxMessage(TRUST_LIMITS.noteMax), abort: true })
    .min(1, TRUST_MESSAGES.noteRequired),
  suspend_days: z.coerce
    .number({ error: TRUST_MESSAGES.suspendDaysInvalid })
    .int(TRUST_MESSAGES.suspendDaysInvalid)
    .min(1, TRUST_MESSAGES.suspendDaysInvalid)
    .max(TRUST_LIMITS.suspendDaysMax, TRUST_MESSAGES.suspendDaysInvalid)
    .default(7),
});
export type WarningInput = z.input<typeof WarningBody>;

export const Warning = z.object({
  id: z.number().int(),
  rule: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type Warning = z.infer<typeof Warning>;

/** A resident's own standing: their warnings, newest first, and when a suspension ends (null: may post). */
export const Standing = z.object({
  warnings: z.array(Warning),
  posting_suspended_until: z.string().nullable(),
});
export type Standing = z.infer<typeof Standing>;

export const WarningSaved = z.object({ message: z.string(), warnings: z.number().int(), posting_suspended_until: z.string().nullable() });

export const ReviewRemoveBody = z.object({
  reason: z
    .string({ error: TRUST_MESSAGES.removeReasonRequired })
    .trim()
    .max(TRUST_LIMITS.removeReasonMax, { message: maxMessage(TRUST_LIMITS.removeReasonMax), abort: true })
    .min(1, TRUST_MESSAGES.removeReasonRequired),
});

/** The OpenAPI note of the three reveal calls. */
export const PHONE_NOTE = `Residents' numbers are never in a listing's answer to anyone but its owner and the admins. A signed-in resident asks here; each reveal is counted, and one viewer may reveal ${TRUST_LIMITS.revealsPerHour} different listings an hour (429 after that; the same one again is free). With "verified to post" only verified residents may (403).`;
