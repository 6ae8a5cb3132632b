import { z } from 'zod';
import { maxMessage, short, SHORT_MAX } from './common';
import { EMERGENCY_KINDS, SETTINGS_LIMITS, SETTINGS_MESSAGES } from './settings-constants';
import { REGISTRATION_MODES, RESIDENTS_LIMITS } from './residents-constants';
import { GRIEVANCE_LIMITS, GRIEVANCE_MESSAGES } from './grievances';

export * from './settings-constants';

/*
 * The society's settings (modules/settings): who runs the portal, how residents reach them, and the emergency
 * contacts of the SOS panel. One schema for the admin form and the server. An empty text means "not set": the
 * environment variable's value is used then, and a detail set nowhere is left out of every page (never a demo value).
 */

/** A dialable number: digits and spaces with an optional leading +, 8 to 16 characters. */
const PHONE = /^\+?\d[\d ]{6,15}$/;

const optional = (max: number) => z.string().trim().max(max, maxMessage(max)).default('');
const optionalPhone = () =>
  z
    .string()
    .trim()
    .max(SHORT_MAX, short(SETTINGS_MESSAGES.phoneInvalid))
    .refine((v) => v === '' || PHONE.test(v), SETTINGS_MESSAGES.phoneInvalid)
    .default('');
const optionalUrl = () =>
  z
    .string()
    .trim()
    .max(SETTINGS_LIMITS.urlMax, short(maxMessage(SETTINGS_LIMITS.urlMax)))
    .refine((v) => v === '' || /^https:\/\/[^\s\\]+$/.test(v), SETTINGS_MESSAGES.urlInvalid)
    .default('');

export const EmergencyContact = z.strictObject({
  kind: z.enum(EMERGENCY_KINDS),
  name: z
    .string({ error: SETTINGS_MESSAGES.contactNameRequired })
    .trim()
    .max(SETTINGS_LIMITS.contactNameMax, short(maxMessage(SETTINGS_LIMITS.contactNameMax)))
    .min(1, SETTINGS_MESSAGES.contactNameRequired),
  phone: z
    .string({ error: SETTINGS_MESSAGES.contactPhoneRequired })
    .trim()
    .max(SHORT_MAX, short(SETTINGS_MESSAGES.phoneInvalid))
    .min(1, SETTINGS_MESSAGES.contactPhoneRequired)
    .regex(PHONE, SETTINGS_MESSAGES.phoneInvalid),
  address: optional(SETTINGS_LIMITS.contactAddressMax),
});
export type EmergencyContact = z.infer<typeof EmergencyContact>;

export const SocialLinks = z.strictObject({
  facebook: optionalUrl(),
  instagram: optionalUrl(),
  youtube: optionalUrl(),
  twitter: optionalUrl(),
  linkedin: optionalUrl(),
});

/**
 * The admin form's body (PUT /api/admin/settings) and what is stored; the list's order is the panel's order. Other
 * fields (the user_id the API client adds) are dropped.
 */
export const SocietySettings = z.object({
  societyName: optional(SETTINGS_LIMITS.nameMax),
  societyAddress: optional(SETTINGS_LIMITS.addressMax),
  operatorName: optional(SETTINGS_LIMITS.operatorMax),
  helplinePhone: optionalPhone(),
  whatsappPhone: optionalPhone(),
  supportEmail: z
    .string()
    .trim()
    .max(SETTINGS_LIMITS.emailMax, short(SETTINGS_MESSAGES.emailInvalid))
    .pipe(z.union([z.literal(''), z.email(SETTINGS_MESSAGES.emailInvalid)]))
    .default(''),
  grievanceOfficer: optional(SETTINGS_LIMITS.grievanceMax),
  social: SocialLinks.default({ facebook: '', instagram: '', youtube: '', twitter: '', linkedin: '' }),
  emergencyContacts: z.array(EmergencyContact).max(SETTINGS_LIMITS.contactsMax, SETTINGS_MESSAGES.tooManyContacts).default([]),
  /** Who may post (issue 25): anyone signed in, verified residents only, or verified residents who joined by invite code. */
  registrationMode: z.enum(REGISTRATION_MODES).default('open'),
  /** The most verified residents one flat may have. */
  flatResidentLimit: z.number().int().min(1).max(RESIDENTS_LIMITS.flatLimitMax).default(RESIDENTS_LIMITS.flatLimitDefault),
  /** Days the grievance officer has to answer a request (issue 30). */
  grievanceDays: z
    .number({ error: GRIEVANCE_MESSAGES.daysInvalid })
    .int(GRIEVANCE_MESSAGES.daysInvalid)
    .min(GRIEVANCE_LIMITS.daysMin, GRIEVANCE_MESSAGES.daysInvalid)
    .max(GRIEVANCE_LIMITS.daysMax, GRIEVANCE_MESSAGES.daysInvalid)
    .default(GRIEVANCE_LIMITS.daysDefault),
});
export type SocietySettings = z.infer<typeof SocietySettings>;
export type SocietySettingsInput = z.input<typeof SocietySettings>;

/** GET/PUT /api/admin/settings: what the console stored, and the server's defaults from its environment. */
export const AdminSettings = z.object({ settings: SocietySettings, defaults: SocietySettings });
export type AdminSettings = z.infer<typeof AdminSettings>;

export const EMPTY_SETTINGS: SocietySettings = SocietySettings.parse({});

/** The settings a page uses: each detail the console set, else the server's default; '' where neither is. */
export function effectiveSettings(defaults: SocietySettings, stored: SocietySettings): SocietySettings {
  const pick = (a: string, b: string) => a || b;
  return {
    societyName: pick(stored.societyName, defaults.societyName),
    societyAddress: pick(stored.societyAddress, defaults.societyAddress),
    operatorName: pick(stored.operatorName, defaults.operatorName),
    helplinePhone: pick(stored.helplinePhone, defaults.helplinePhone),
    whatsappPhone: pick(stored.whatsappPhone, defaults.whatsappPhone),
    supportEmail: pick(stored.supportEmail, defaults.supportEmail),
    grievanceOfficer: pick(stored.grievanceOfficer, defaults.grievanceOfficer),
    social: {
      facebook: pick(stored.social.facebook, defaults.social.facebook),
      instagram: pick(stored.social.instagram, defaults.social.instagram),
      youtube: pick(stored.social.youtube, defaults.social.youtube),
      twitter: pick(stored.social.twitter, defaults.social.twitter),
      linkedin: pick(stored.social.linkedin, defaults.social.linkedin),
    },
    emergencyContacts: stored.emergencyContacts.length ? stored.emergencyContacts : defaults.emergencyContacts,
    // No environment variable sets these: the console's choice (or the schema's default) holds.
    registrationMode: stored.registrationMode,
    flatResidentLimit: stored.flatResidentLimit,
    grievanceDays: stored.grievanceDays,
  };
}

/** The details a live portal should have before residents use it (the start-up report names the missing ones). */
export function missingSettings(s: SocietySettings): string[] {
  const missing: string[] = [];
  if (!s.societyName) missing.push('society name');
  if (!s.operatorName) missing.push('operator’s legal name');
  if (!s.helplinePhone) missing.push('helpline phone');
  if (!s.supportEmail) missing.push('support e-mail');
  if (!s.grievanceOfficer) missing.push('grievance officer');
  if (!s.emergencyContacts.length) missing.push('emergency contacts');
  return missing;
}
