import { z } from 'zod';

/** What the browser may know of the server's configuration (GET /api/config and the index.html meta tag). */
export const PublicConfig = z.object({
  siteName: z.string(),
  tagline: z.string(),
  publicUrl: z.string(),
  googleClientId: z.string().nullable(),
  devLogin: z.boolean(),
  helplinePhone: z.string(),
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
  /** Local emergency contacts from EMERGENCY_CONTACTS; empty when the operator set none. */
  emergencyContacts: z.array(z.object({ kind: z.enum(['hospital', 'police', 'fire']), name: z.string(), phone: z.string(), address: z.string() })),
  /** The community's IANA time zone (COMMUNITY_TIME_ZONE): the browser's dates and "today" are in it. */
  timeZone: z.string(),
});

/** EMERGENCY_CONTACTS: a JSON list the operator sets; bounded before anything else looks at it. */
export const EmergencyContactsSetting = z
  .array(
    z.strictObject({
      kind: z.enum(['hospital', 'police', 'fire']),
      name: z.string().trim().min(1).max(80),
      phone: z.string().regex(/^\+?\d[\d ]{1,15}$/, 'phone must be digits, spaces and an optional leading +'),
      address: z.string().trim().max(120).default(''),
    }),
  )
  .max(30);
export type PublicConfig = z.infer<typeof PublicConfig>;
