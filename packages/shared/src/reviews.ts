import { z } from 'zod';
import { MAX_ROW_ID } from './common';
import { Paged } from './paging';
import { VerifiedResident } from './residents';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from './provider-constants';

export { REVIEW_LIMITS, REVIEW_MESSAGES } from './provider-constants';

/** POST /review/addreview: rating 1–5 and a non-blank comment (the spec's field name is review). */
export const ReviewBody = z.object({
  rating: z.coerce
    .number({ error: REVIEW_MESSAGES.bothRequired })
    .int(REVIEW_MESSAGES.bothRequired)
    .min(1, REVIEW_MESSAGES.bothRequired)
    .max(5, REVIEW_MESSAGES.bothRequired),
  review: z
    .string({ error: REVIEW_MESSAGES.bothRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.bothRequired)
    .max(REVIEW_LIMITS.commentMax, REVIEW_MESSAGES.commentMax),
  service_provider_id: z.coerce
    .number({ error: 'service_provider_id is required.' })
    .int()
    .positive('service_provider_id is required.')
    .max(MAX_ROW_ID, 'The service provider was not found.'),
});
export type ReviewInput = z.input<typeof ReviewBody>;

export const ReviewItem = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  user_picture: z.string().nullable(),
  /** The reviewer's "Verified resident · apartment, block", or null (issue 25). */
  verified: VerifiedResident.nullable(),
});
export type ReviewItem = z.infer<typeof ReviewItem>;

export const ReviewPage = Paged(ReviewItem).extend({
  /** Average of all live reviews, one decimal; 0 when there are none. */
  average: z.number(),
});
export type ReviewPage = z.infer<typeof ReviewPage>;

export const ReviewSaved = z.object({ message: z.string(), id: z.number().int(), replaced: z.boolean() });
