import { z } from 'zod';
import { maxMessage, rowId } from './common';
import { pageQuery } from './paging';
import { MODERATION_FILTERS, MODERATION_KINDS, MODERATION_LIMITS, MODERATION_MESSAGES } from './moderation-constants';

export * from './moderation-constants';

/** The admin console's Listings screen: one kind at a time, searched by its title, and which of them are hidden. */
export const ModerationQuery = z
  .object({
    kind: z.enum(MODERATION_KINDS).default('ad'),
    q: z.string().trim().max(MODERATION_LIMITS.searchMax, maxMessage(MODERATION_LIMITS.searchMax)).default(''),
    hidden: z.enum(MODERATION_FILTERS).default('all'),
  })
  .extend(pageQuery().shape);
export type ModerationQuery = z.infer<typeof ModerationQuery>;

/** The moderators' reason: required to hide (the owner reads it on their listing), not sent to show again. */
export const ModerationReason = z
  .string({ error: MODERATION_MESSAGES.reasonRequired })
  .trim()
  .max(MODERATION_LIMITS.reasonMax, { message: maxMessage(MODERATION_LIMITS.reasonMax), abort: true })
  .min(MODERATION_LIMITS.reasonMin, MODERATION_MESSAGES.reasonRequired);

export const ModerationBody = z.discriminatedUnion('hidden', [
  z.object({ hidden: z.literal(true), reason: ModerationReason }),
  z.object({ hidden: z.literal(false) }),
]);
export type ModerationBody = z.infer<typeof ModerationBody>;

export const ModerationParams = z.object({ kind: z.enum(MODERATION_KINDS), id: rowId() });

export const ModeratedListing = z.object({
  kind: z.enum(MODERATION_KINDS),
  id: z.number().int(),
  /** An ad's title, a rental's apartment, a ride's "from → to", a kitchen's name. */
  title: z.string(),
  owner_name: z.string().nullable(),
  /** Hidden from the public (by the moderators, a report, or the owner's disabled account). */
  hidden: z.boolean(),
  /** The moderators' reason, when they hid it from this screen. */
  reason: z.string().nullable(),
  link: z.string(),
  created_at: z.string(),
});
export type ModeratedListing = z.infer<typeof ModeratedListing>;
