// What the listing pages need without zod (their first chunks import this file, not moderation.ts).

/** The listings an admin moderates from the console's Listings screen (issue 24). */
export const MODERATION_KINDS = ['ad', 'rental', 'ride', 'kitchen'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

export const MODERATION_FILTERS = ['all', 'hidden', 'shown'] as const;
export type ModerationFilter = (typeof MODERATION_FILTERS)[number];

export const MODERATION_LIMITS = { reasonMin: 5, reasonMax: 300, searchMax: 100 } as const;

export const MODERATION_MESSAGES = {
  /** The public's answer (410) for a listing the moderators removed. */
  removed: 'This listing was removed by the moderators.',
  // The web's removed page and the owner's notice read these too (through sharedText), which keeps them out of the
  // shell's catalogue, which the home page carries.
  removedTitle: 'Removed by the moderators',
  removedGone: 'It is no longer available.',
  ownerNotice: 'The moderators removed this listing: only you and the admins can see it.',
  reasonLabel: 'Reason:',
  /** The reason of a listing hidden because an admin upheld a report (the reporter's own words are not shown). */
  afterReport: "Hidden after a neighbour's report, which an admin upheld.",
  reasonRequired: 'Please say why it is hidden (at least 5 characters).',
  hidden: 'The listing is hidden.',
  shown: 'The listing is shown again.',
} as const;

/** Where each kind's page lives in the web app. */
export const moderationLink = (kind: ModerationKind, id: number) =>
  ({ ad: `/ads/details/${id}`, rental: `/rentals/details/${id}`, ride: `/carpooling/details/${id}`, kitchen: `/cloud-kitchen/kitchen/${id}` })[kind];
