import { z } from 'zod';
import { maxMessage } from './common';
import { REPORT_ITEM_TYPES, REPORT_LIMITS, REPORT_MESSAGES, REPORT_STATUSES, type ReportItemType } from './reports-constants';

export * from './reports-constants';

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
/** `providerId`: for a review, the provider's (or for a kitchen review, the kitchen's) id. */
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
    case 'kitchen_review':
      return providerId ? `/cloud-kitchen/kitchen/${providerId}` : '/';
  }
}
