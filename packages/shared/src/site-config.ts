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
});
export type PublicConfig = z.infer<typeof PublicConfig>;
