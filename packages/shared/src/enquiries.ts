import { z } from 'zod';
import { INDIAN_MOBILE, SHORT_MAX, TEN_DIGITS, short } from './common';

export const ENQUIRY_LIMITS = { nameMin: 3, nameMax: 50, serviceMax: 100, requirementMax: 300, thankYouMs: 4000 } as const;

export const ENQUIRY_MESSAGES = {
  nameRequired: 'Name is required.',
  nameMin: 'Minimum 3 characters.',
  nameMax: 'Maximum 50 characters allowed.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Enter a valid 10-digit number.',
  /** The spec does not give the shell variant's text; this one names the rule. */
  mobileInvalid: 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.',
  serviceRequired: 'Service is required.',
  serviceMax: 'Maximum 100 characters allowed.',
  requirementMax: 'Maximum 300 characters allowed.',
  failure: 'Something went wrong. Please try again.',
  submitting: 'Submitting...',
  sent: 'Thank you! Our team will call you shortly.',
  notFound: 'The enquiry',
} as const;

/** Where an enquiry was sent from: the home-page form or the shell's quick-enquiry modal. */
export const ENQUIRY_SOURCES = ['home', 'quick'] as const;
export const ENQUIRY_STATUSES = ['new', 'contacted', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

const fields = {
  name: z
    .string({ error: ENQUIRY_MESSAGES.nameRequired })
    .trim()
    .min(1, ENQUIRY_MESSAGES.nameRequired)
    .min(ENQUIRY_LIMITS.nameMin, ENQUIRY_MESSAGES.nameMin)
    .max(ENQUIRY_LIMITS.nameMax, ENQUIRY_MESSAGES.nameMax),
  phone: z
    .string({ error: ENQUIRY_MESSAGES.phoneRequired })
    .trim()
    .max(SHORT_MAX, short(ENQUIRY_MESSAGES.phoneInvalid))
    .min(1, ENQUIRY_MESSAGES.phoneRequired)
    .regex(TEN_DIGITS, ENQUIRY_MESSAGES.phoneInvalid),
  service: z
    .string({ error: ENQUIRY_MESSAGES.serviceRequired })
    .trim()
    .min(1, ENQUIRY_MESSAGES.serviceRequired)
    .max(ENQUIRY_LIMITS.serviceMax, ENQUIRY_MESSAGES.serviceMax),
  requirement: z.string().trim().max(ENQUIRY_LIMITS.requirementMax, ENQUIRY_MESSAGES.requirementMax).default(''),
};

/** The home-page form: any ten digits. */
export const HomeEnquiryForm = z.object(fields);
/** The shell's quick-enquiry form: ten digits starting 6–9. */
export const QuickEnquiryForm = z.object({
  ...fields,
  phone: fields.phone.regex(INDIAN_MOBILE, ENQUIRY_MESSAGES.mobileInvalid),
});
export type EnquiryInput = z.input<typeof HomeEnquiryForm>;

/** One endpoint takes both forms; the stricter phone rule applies to the quick variant. */
export const EnquiryBody = HomeEnquiryForm.extend({ source: z.enum(ENQUIRY_SOURCES).default('home') }).superRefine((v, ctx) => {
  if (v.source === 'quick' && !INDIAN_MOBILE.test(v.phone)) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: ENQUIRY_MESSAGES.mobileInvalid });
  }
});

export const EnquiryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  service: z.string(),
  requirement: z.string(),
  source: z.enum(ENQUIRY_SOURCES),
  status: z.enum(ENQUIRY_STATUSES),
  user_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type EnquiryItem = z.infer<typeof EnquiryItem>;

export const EnquiryStatusBody = z.object({ status: z.enum(ENQUIRY_STATUSES) });
