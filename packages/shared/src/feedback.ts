import { z } from 'zod';

export const FEEDBACK_LIMITS = { messageMin: 10, messageMax: 500, nameMax: 100, emailMax: 254 } as const;

export const FEEDBACK_MESSAGES = {
  title: 'Feedback Form',
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  messageRequired: 'Message is required.',
  messageMin: 'Message must be at least 10 characters.',
  messageMax: 'Maximum 500 characters allowed.',
  invalidForm: 'Please fill all required fields correctly.',
  success: 'Thank you for your feedback!',
  failure: 'Failed to submit feedback. Please try again.',
  submitting: 'Submitting...',
} as const;

export const FeedbackBody = z.object({
  name: z
    .string({ error: FEEDBACK_MESSAGES.nameRequired })
    .trim()
    .min(1, FEEDBACK_MESSAGES.nameRequired)
    .max(FEEDBACK_LIMITS.nameMax, `Maximum ${FEEDBACK_LIMITS.nameMax} characters allowed.`),
  email: z
    .string({ error: FEEDBACK_MESSAGES.emailRequired })
    .trim()
    .min(1, FEEDBACK_MESSAGES.emailRequired)
    .max(FEEDBACK_LIMITS.emailMax, FEEDBACK_MESSAGES.emailInvalid)
    .pipe(z.email(FEEDBACK_MESSAGES.emailInvalid)),
  message: z
    .string({ error: FEEDBACK_MESSAGES.messageRequired })
    .trim()
    .min(1, FEEDBACK_MESSAGES.messageRequired)
    .min(FEEDBACK_LIMITS.messageMin, FEEDBACK_MESSAGES.messageMin)
    .max(FEEDBACK_LIMITS.messageMax, FEEDBACK_MESSAGES.messageMax),
  rating: z.number().int().min(1, 'Rating must be between 1 and 5.').max(5, 'Rating must be between 1 and 5.').nullable().default(null),
});
export type FeedbackInput = z.input<typeof FeedbackBody>;
export type FeedbackValues = z.output<typeof FeedbackBody>;

export const FeedbackItem = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  rating: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type FeedbackItem = z.infer<typeof FeedbackItem>;
