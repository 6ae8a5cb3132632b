import { z } from 'zod';
import { maxMessage } from './common';

export const REPORT_ITEM_TYPES = ['ad', 'rental', 'ride', 'provider', 'review'] as const;
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number];
export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** The kinds an admin can hide from the queue: every kind (ads and rentals become Inactive, providers and rides hidden, a review removed). */
export const HIDEABLE_TYPES: readonly ReportItemType[] = ['ad', 'rental', 'ride', 'provider', 'review'];

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

export const ReportBody = z.object({
  item_type: z.enum(REPORT_ITEM_TYPES, { error: 'Choose what you are reporting.' }),
  item_id: z.coerce.number().int().positive(),
  reason: z
    .string({ error: REPORT_MESSAGES.reasonRequired })
    .trim()
    .max(REPORT_LIMITS.reasonMax, { message: maxMessage(REPORT_LIMITS.reasonMax), abort: true })
    .min(REPORT_LIMITS.reasonMin, REPORT_MESSAGES.reasonRequired),
});
export type ReportInput = z.input<typeof ReportBody>;

export const ReportQuery = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const ReportItem = z.object({
  id: z.number().int(),
  item_type: z.enum(REPORT_ITEM_TYPES),
  item_id: z.number().int(),
  /** Where the item can be seen (admins can open hidden ones). */
  item_link: z.string(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  reporter_name: z.string().nullable(),
  created_at: z.string(),
});
export type ReportItem = z.infer<typeof ReportItem>;

export const ReportAction = z.object({ action: z.enum(['hide', 'dismiss']) });

/** Where each kind of item lives in the web app. */
export function reportItemLink(type: ReportItemType, id: number, providerId?: number | null) {
  switch (type) {
    case 'ad':
      return `/ads/details/${id}`;
    case 'rental':
      return `/rentals/details/${id}`;
    case 'ride':
      return `/carpooling/details/${id}`;
    case 'provider':
      return `/details/${id}`;
    case 'review':
      return providerId ? `/details/${providerId}` : '/';
  }
}
