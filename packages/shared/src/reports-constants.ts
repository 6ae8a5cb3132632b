// What the report button and the admin queue need without zod: the web's first chunks import this file, not
// reports.ts (issue 11: zod stays out of the provider page's first JavaScript).
export const REPORT_ITEM_TYPES = ['ad', 'rental', 'ride', 'provider', 'review', 'kitchen_review'] as const;
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number];
export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** The kinds an admin can hide from the queue: every kind (ads and rentals become Inactive, providers and rides hidden, a review removed). */
export const HIDEABLE_TYPES: readonly ReportItemType[] = ['ad', 'rental', 'ride', 'provider', 'review', 'kitchen_review'];

export const REPORT_LIMITS = { reasonMin: 5, reasonMax: 500 } as const;

export const REPORT_MESSAGES = {
  reasonRequired: 'Please tell us what is wrong (at least 5 characters).',
  sent: 'Thank you. The admin team will look at it.',
  alreadyReported: 'You have already reported this. The admin team will look at it.',
  itemMissing: 'This item no longer exists.',
  cannotHide: 'This kind of item cannot be hidden from the queue; delete it from its page instead.',
  hidden: 'The item is hidden.',
  dismissed: 'The report is dismissed.',
  notOpen: 'This report was already handled.',
  hiddenByAdmin: 'The admin team has hidden this listing. Contact them to have it shown again.',
} as const;
