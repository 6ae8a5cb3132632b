import { z } from 'zod';
import { EmergencyContact, SETTINGS_LIMITS } from './settings';

/**
 * What the browser may know of the server's configuration (GET /api/config and the index.html meta tag). The
 * society's details come from its settings (console first, then the environment); '' means not set, and a page
 * leaves such a detail out.
 */
export const PublicConfig = z.object({
  siteName: z.string(),
  tagline: z.string(),
  publicUrl: z.string(),
  googleClientId: z.string().nullable(),
  devLogin: z.boolean(),
  society: z.object({ name: z.string(), address: z.string() }),
  helplinePhone: z.string(),
  /** The WhatsApp number: the one set, else the helpline phone. */
  whatsappPhone: z.string(),
  supportEmail: z.string(),
  postalAddress: z.string(),
  copyright: z.string(),
  designedBy: z.string(),
  social: z.object({
    facebook: z.string(),
    instagram: z.string(),
    youtube: z.string(),
    twitter: z.string(),
    linkedin: z.string(),
  }),
  operator: z.object({ name: z.string(), address: z.string(), grievanceOfficer: z.string() }),
  vapidPublicKey: z.string().nullable(),
  /** The society's emergency contacts in the order the admin set; empty when none is set. */
  emergencyContacts: z.array(EmergencyContact),
  /** The community's IANA time zone (COMMUNITY_TIME_ZONE): the browser's dates and "today" are in it. */
  timeZone: z.string(),
});

/** EMERGENCY_CONTACTS: a JSON list, the default of the console's emergency contacts; bounded before anything else looks at it. */
export type PublicConfig = z.infer<typeof PublicConfig>;

export const EmergencyContactsSetting = z.array(EmergencyContact).max(SETTINGS_LIMITS.contactsMax);
