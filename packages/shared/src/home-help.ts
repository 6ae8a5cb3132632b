import { z } from 'zod';
import { isIsoDate, isTimeOfDay, toTimeOfDay } from './calendar-dates';
import { INDIAN_MOBILE, MAX_ROW_ID, maxMessage, rowId, short } from './common';
import { Paged, pageNumber } from './paging';
import { VerifiedResident } from './residents';

export const HOME_HELP_SERVICE_TYPES = ['Maid', 'Cook', 'Both'] as const;
export type HomeHelpServiceType = (typeof HOME_HELP_SERVICE_TYPES)[number];

export const HOME_HELP_HINTS: Record<HomeHelpServiceType, string> = {
  Maid: 'Cleaning and washing',
  Cook: 'Cooking only (mention veg or non-veg)',
  Both: 'Cleaning and cooking',
};

/** Pending is the default; only admins move a request to another status, in any order. */
export const HOME_HELP_STATUSES = ['Pending', 'In Progress', 'Completed', 'Cancelled'] as const;
export type HomeHelpStatus = (typeof HOME_HELP_STATUSES)[number];

export const HOME_HELP_LIMITS = { addressMax: 250, descriptionMax: 500, timeMax: 15, pageSize: 15, addressFilterMax: 100 } as const;

export const HOME_HELP_MESSAGES = {
  title: 'House Keeping Service',
  serviceTypeRequired: 'Please select a service type.',
  dateRequired: 'Date is required.',
  datePast: 'Date cannot be in the past.',
  timeRequired: 'Time is required.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Enter a valid 10-digit phone number.',
  addressRequired: 'Address is required.',
  providerInvalid: 'Please select a maid or cook provider from the list.',
  created: 'Request submitted successfully!',
  updated: 'Request updated successfully!',
  deleted: 'Request deleted successfully!',
  providersFailed: 'Failed to load providers. Please try again.',
  loadFailed: 'Failed to load request. Please try again.',
  updateFailed: 'Failed to update request. Please try again.',
  submitFailed: 'Failed to submit request. Please try again.',
  adminOnly: 'Only admins can change the status or the provider.',
  notPending: 'Only a pending request can be changed. Please contact the admin team.',
  notFound: 'The request',
  deleteConfirm: 'Are you sure you want to delete this request?',
} as const;

const required = (message: string) => z.string({ error: message }).trim().max(1000, short(message)).min(1, message);

/**
 * The date, not in the past (today in India) unless it is `keep`, the stored date of a request being edited. A
 * field-level rule, so it shows even while another field (say, no service type yet) is still missing.
 */
const requestDate = (today: () => string, keep?: string) =>
  required(HOME_HELP_MESSAGES.dateRequired)
    .refine(isIsoDate, HOME_HELP_MESSAGES.dateRequired)
    .refine((d) => !isIsoDate(d) || d >= today() || d === keep, HOME_HELP_MESSAGES.datePast);

/** The fields a requester fills in; the same object validates the form and the API body. */
export const HomeHelpFields = z.object({
  service_type: z.enum(HOME_HELP_SERVICE_TYPES, { error: HOME_HELP_MESSAGES.serviceTypeRequired }),
  request_date: required(HOME_HELP_MESSAGES.dateRequired).refine(isIsoDate, HOME_HELP_MESSAGES.dateRequired),
  request_time: required(HOME_HELP_MESSAGES.timeRequired)
    .max(HOME_HELP_LIMITS.timeMax, { message: maxMessage(HOME_HELP_LIMITS.timeMax), abort: true })
    .refine(isTimeOfDay, HOME_HELP_MESSAGES.timeRequired)
    .transform(toTimeOfDay),
  phone_number: required(HOME_HELP_MESSAGES.phoneRequired).regex(INDIAN_MOBILE, HOME_HELP_MESSAGES.phoneInvalid),
  address: required(HOME_HELP_MESSAGES.addressRequired).max(HOME_HELP_LIMITS.addressMax, maxMessage(HOME_HELP_LIMITS.addressMax)),
  description: z.string().trim().max(HOME_HELP_LIMITS.descriptionMax, maxMessage(HOME_HELP_LIMITS.descriptionMax)).default(''),
});
export type HomeHelpValues = z.output<typeof HomeHelpFields>;

/** Admin-only fields; the server refuses them from anyone else unless they leave the value as it is. */
const adminFields = {
  status: z.enum(HOME_HELP_STATUSES).optional(),
  provider_id: z.number().int().positive().max(MAX_ROW_ID).nullable().optional(),
};

/**
 * The form (create and edit) and the create call, against `today()`, the community clock's date. When editing,
 * the request's own stored date may stay.
 */
export function homeHelpSchema(today: () => string, keepDate?: string) {
  return HomeHelpFields.extend({ request_date: requestDate(today, keepDate), ...adminFields });
}
export type HomeHelpInput = z.input<ReturnType<typeof homeHelpSchema>>;
export type HomeHelpBodyValues = z.output<ReturnType<typeof homeHelpSchema>>;

/**
 * The update call: any subset of the fields (the admin list sends only status or provider_id). The date rule
 * against today runs in the service, which knows the stored date.
 */
export const HomeHelpUpdateBody = HomeHelpFields.extend({
  // No default here: a field left out must stay as stored, not become ''.
  description: z.string().trim().max(HOME_HELP_LIMITS.descriptionMax, maxMessage(HOME_HELP_LIMITS.descriptionMax)),
})
  .partial()
  .extend(adminFields);
export type HomeHelpUpdateValues = z.output<typeof HomeHelpUpdateBody>;

export const HomeHelpListQuery = z.object({
  service_type: z.enum(HOME_HELP_SERVICE_TYPES).optional(),
  address: z.string().trim().max(HOME_HELP_LIMITS.addressFilterMax).optional(),
  status: z.enum(HOME_HELP_STATUSES).optional(),
  /** Admins only: one requester's requests (the /home-help/{user_id} screen). Ignored for anyone else. */
  user_id: rowId().optional(),
  page: pageNumber(),
});
export type HomeHelpListQuery = z.input<typeof HomeHelpListQuery>;
export type HomeHelpListValues = z.output<typeof HomeHelpListQuery>;

export const HomeHelpProvider = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Public image path, or null when the provider has no photo. */
  picture: z.string().nullable(),
  rating: z.number(),
  review_count: z.number().int(),
  /** The category that made it a home-help provider, e.g. "Maid". */
  category: z.string(),
});
export type HomeHelpProvider = z.infer<typeof HomeHelpProvider>;

export const HomeHelpRequest = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  requester_name: z.string(),
  service_type: z.enum(HOME_HELP_SERVICE_TYPES),
  request_date: z.string(),
  request_time: z.string(),
  phone_number: z.string(),
  address: z.string(),
  description: z.string(),
  status: z.enum(HOME_HELP_STATUSES),
  provider_id: z.number().int().nullable(),
  provider_name: z.string().nullable(),
  provider_picture: z.string().nullable(),
  provider_rating: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The requester's badge, or null (issue 25). */
  verified: VerifiedResident.nullable(),
});
export type HomeHelpRequest = z.infer<typeof HomeHelpRequest>;

export const HomeHelpHistoryEntry = z.object({
  status: z.enum(HOME_HELP_STATUSES),
  changed_by_name: z.string().nullable(),
  changed_at: z.string(),
});

export const HomeHelpDetails = HomeHelpRequest.extend({ history: z.array(HomeHelpHistoryEntry) });
export type HomeHelpDetails = z.infer<typeof HomeHelpDetails>;

export const HomeHelpList = Paged(HomeHelpRequest);
export type HomeHelpList = z.infer<typeof HomeHelpList>;

export const HomeHelpSaved = z.object({ message: z.string(), request: HomeHelpRequest });

/** 0–5 whole stars from a rating (spec: the star rating rounds to 0 to 5 stars). */
export const starCount = (rating: number | null | undefined) => Math.max(0, Math.min(5, Math.round(rating ?? 0)));
