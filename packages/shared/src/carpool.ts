import { MODERATION_LIMITS } from './moderation-constants';
import { Poster } from './trust';
import { VerifiedResident } from './residents';
import { z } from 'zod';
import { isIsoDate, isTimeOfDay, toTimeOfDay } from './calendar-dates';
import { INDIAN_MOBILE, SHORT_MAX, maxMessage, short } from './common';
import { Paged, pageNumber } from './paging';
import { RECURRENCE_PATTERNS, type RideSchedule } from './recurrence';
import { WEEK_DAYS, sortWeekDays } from './week-days';

export const RIDE_MODES = ['car', 'bike'] as const;
export type RideMode = (typeof RIDE_MODES)[number];

export const RIDE_LIMITS = {
  nameMax: 50,
  locationMax: 50,
  vehicleMax: 50,
  notesMax: 200,
  seatsMin: 1,
  seatsMax: 20,
  seatsDefault: 1,
  intervalMin: 1,
  intervalMax: 99,
  exceptionsMax: 60,
  /** Rides per list page (the spec names none; 12 fills rows of 1, 2 or 3 cards; decision 500). */
  pageSize: 12,
  /** Upcoming dates shown per ride in the list, and on the details page. */
  listDates: 3,
  detailDates: 8,
  searchMax: 50,
} as const;

export const RIDE_MESSAGES = {
  nameRequired: 'Name is required.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Enter a valid 10-digit phone number.',
  modeRequired: 'Please select a mode.',
  fromRequired: 'From location is required.',
  toRequired: 'To location is required.',
  dateRequired: 'Date is required.',
  datePast: 'Cannot select a past date.',
  timeRequired: 'Time is required.',
  seatsMin: 'Seats must be at least 1.',
  seatsMax: 'Seats cannot be more than 20.',
  patternRequired: 'Please select a pattern.',
  daysRequired: 'Select at least one day.',
  intervalMin: 'Interval must be at least 1.',
  intervalMax: 'Interval cannot be more than 99.',
  endPast: 'End date cannot be in the past.',
  endBeforeStart: 'End date cannot be before the ride date.',
  endInvalid: 'Enter a valid end date.',
  exceptionInvalid: 'Enter valid dates to skip.',
  exceptionsMax: 'You can skip at most 60 dates.',
  created: 'Your ride was posted successfully!',
  updated: 'Ride updated successfully!',
  deleted: 'Ride deleted successfully!',
  notFound: 'The ride',
  deleteConfirm: 'Are you sure you want to delete this ride?',
} as const;

const required = (message: string) => z.string({ error: message }).trim().max(1000, short(message)).min(1, message);
const isoDate = (message: string) => required(message).refine(isIsoDate, message);

/**
 * The ride date, not in the past (`today()`, the community clock's date) unless it is `keep`, the stored date of a
 * ride being edited. A field-level rule, so it shows even while another field is still invalid.
 */
const rideDate = (today: () => string, keep?: string) =>
  isoDate(RIDE_MESSAGES.dateRequired).refine((d) => !isIsoDate(d) || d >= today() || d === keep, RIDE_MESSAGES.datePast);

/** The ride form's fields, each with its own rule; cross-field rules are in rideRules below. */
export const RideFields = z.object({
  ride_name: required(RIDE_MESSAGES.nameRequired).max(RIDE_LIMITS.nameMax, maxMessage(RIDE_LIMITS.nameMax)),
  phone_number: required(RIDE_MESSAGES.phoneRequired).regex(INDIAN_MOBILE, RIDE_MESSAGES.phoneInvalid),
  mode: z.enum(RIDE_MODES, { error: RIDE_MESSAGES.modeRequired }),
  from_location: required(RIDE_MESSAGES.fromRequired).max(RIDE_LIMITS.locationMax, maxMessage(RIDE_LIMITS.locationMax)),
  to_location: required(RIDE_MESSAGES.toRequired).max(RIDE_LIMITS.locationMax, maxMessage(RIDE_LIMITS.locationMax)),
  ride_date: isoDate(RIDE_MESSAGES.dateRequired),
  /** 'HH:MM'; a time input may add seconds, which are dropped. */
  ride_time: required(RIDE_MESSAGES.timeRequired).refine(isTimeOfDay, RIDE_MESSAGES.timeRequired).transform(toTimeOfDay),
  available_seats: z
    .number({ error: RIDE_MESSAGES.seatsMin })
    .int(RIDE_MESSAGES.seatsMin)
    .min(RIDE_LIMITS.seatsMin, RIDE_MESSAGES.seatsMin)
    .max(RIDE_LIMITS.seatsMax, RIDE_MESSAGES.seatsMax)
    .default(RIDE_LIMITS.seatsDefault),
  vehicle_details: z.string().trim().max(RIDE_LIMITS.vehicleMax, maxMessage(RIDE_LIMITS.vehicleMax)).default(''),
  additional_notes: z.string().trim().max(RIDE_LIMITS.notesMax, maxMessage(RIDE_LIMITS.notesMax)).default(''),
  is_recurring: z.boolean().default(false),
  recurrence_pattern: z.enum(RECURRENCE_PATTERNS, { error: RIDE_MESSAGES.patternRequired }).nullable().default(null),
  recurrence_days: z.array(z.enum(WEEK_DAYS)).max(7).default([]),
  recurrence_interval: z
    .number({ error: RIDE_MESSAGES.intervalMin })
    .int(RIDE_MESSAGES.intervalMin)
    .min(RIDE_LIMITS.intervalMin, RIDE_MESSAGES.intervalMin)
    .max(RIDE_LIMITS.intervalMax, RIDE_MESSAGES.intervalMax)
    .default(1),
  /** Empty means the ride repeats until it is edited or deleted. */
  recurrence_end_date: z
    .union([z.literal(''), z.string().max(SHORT_MAX, short(RIDE_MESSAGES.endInvalid)).refine(isIsoDate, RIDE_MESSAGES.endInvalid)])
    .nullable()
    .default(null)
    .transform((v) => v || null),
  recurrence_exceptions: z
    .array(z.string().max(SHORT_MAX, short(RIDE_MESSAGES.exceptionInvalid)).refine(isIsoDate, RIDE_MESSAGES.exceptionInvalid))
    .max(RIDE_LIMITS.exceptionsMax, RIDE_MESSAGES.exceptionsMax)
    .default([]),
});
export type RideInput = z.input<typeof RideFields>;
export type RideValues = z.output<typeof RideFields>;

interface Issue {
  path: string;
  message: string;
}

/** Dates the person may keep although they are past: a ride's own stored dates when it is edited. */
export interface KeptDates {
  ride_date: string;
  recurrence_end_date: string | null;
}

/** The rules between fields, and "not in the past" against the community's today (a kept stored date is allowed). */
export function rideIssues(v: RideValues, today: string, kept?: KeptDates): Issue[] {
  const issues: Issue[] = [];
  if (v.ride_date < today && v.ride_date !== kept?.ride_date) issues.push({ path: 'ride_date', message: RIDE_MESSAGES.datePast });
  return [...issues, ...recurrenceIssues(v, today, kept)];
}

/** The recurrence rules, which apply only to a recurring ride (so they cannot be field-level). */
function recurrenceIssues(v: RideValues, today: string, kept?: KeptDates): Issue[] {
  const issues: Issue[] = [];
  if (!v.is_recurring) return issues;
  if (!v.recurrence_pattern) issues.push({ path: 'recurrence_pattern', message: RIDE_MESSAGES.patternRequired });
  if (v.recurrence_pattern === 'WEEKLY' && v.recurrence_days.length === 0) issues.push({ path: 'recurrence_days', message: RIDE_MESSAGES.daysRequired });
  const end = v.recurrence_end_date;
  if (end && end < today && end !== kept?.recurrence_end_date) issues.push({ path: 'recurrence_end_date', message: RIDE_MESSAGES.endPast });
  else if (end && end < v.ride_date) issues.push({ path: 'recurrence_end_date', message: RIDE_MESSAGES.endBeforeStart });
  return issues;
}

/**
 * The ride form and the create call: every field rule plus the date rules against `today()`, the community
 * clock's date (the browser's lib/clock, the server app's clock).
 */
export function rideSchema(today: () => string, kept?: KeptDates) {
  return RideFields.extend({ ride_date: rideDate(today, kept?.ride_date) }).superRefine((v, ctx) => {
    for (const issue of recurrenceIssues(v, today(), kept)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
}

/** What is stored: a one-off ride keeps no recurrence; weekly days are deduplicated in week order. */
export function normaliseRide(v: RideValues): RideValues {
  if (!v.is_recurring) {
    return { ...v, recurrence_pattern: null, recurrence_days: [], recurrence_interval: 1, recurrence_end_date: null, recurrence_exceptions: [] };
  }
  const exceptions = [...new Set(v.recurrence_exceptions)].sort();
  return { ...v, recurrence_days: v.recurrence_pattern === 'WEEKLY' ? sortWeekDays(v.recurrence_days) : [], recurrence_exceptions: exceptions };
}

export const Ride = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  ride_name: z.string(),
  /** Null except for its owner and the admins: a signed-in viewer asks POST /api/carpooling/{id}/phone (issue 25). */
  phone_number: z.string().nullable(),
  mode: z.enum(RIDE_MODES),
  from_location: z.string(),
  to_location: z.string(),
  ride_date: z.string(),
  ride_time: z.string(),
  available_seats: z.number().int(),
  vehicle_details: z.string(),
  additional_notes: z.string(),
  is_recurring: z.boolean(),
  recurrence_pattern: z.enum(RECURRENCE_PATTERNS).nullable(),
  recurrence_days: z.array(z.enum(WEEK_DAYS)),
  recurrence_interval: z.number().int(),
  recurrence_end_date: z.string().nullable(),
  recurrence_exceptions: z.array(z.string()),
  created_at: z.string(),
  /** "Every Mon, Wed, Fri until 31 Dec" or "Once, on 2 Jun". */
  schedule: z.string(),
  /** The run this list entry is about: the filtered date, else the next run; null once the ride has no runs left. */
  next_date: z.string().nullable(),
  /** The next runs from next_date on. */
  next_dates: z.array(z.string()),
  /** Who offers it: name, member since, apartment (issue 25). */
  poster: Poster.nullable(),
  /** The poster's "Verified resident · apartment, block" badge, or null (issue 25). */
  verified: VerifiedResident.nullable(),
  /** Present (true) only when the admins hid it: then only its owner and admins see it. */
  hidden: z.literal(true).optional(),
  /** Why the moderators removed it (issue 24): shown to its owner and the admins. */
  removed_reason: z.string().max(MODERATION_LIMITS.reasonMax).optional(),
});
export type Ride = z.infer<typeof Ride>;

export const RideListQuery = z.object({
  from: z.string().trim().max(RIDE_LIMITS.searchMax).default(''),
  to: z.string().trim().max(RIDE_LIMITS.searchMax).default(''),
  /** Only rides that run on this date. */
  date: z
    .string()
    .max(SHORT_MAX, short('Enter a valid date.'))
    .default('')
    .refine((v) => v === '' || isIsoDate(v), 'Enter a valid date.'),
  page: pageNumber(500),
});
export type RideListQuery = z.input<typeof RideListQuery>;

export const RideList = Paged(Ride);
export type RideList = z.infer<typeof RideList>;

export const RideSaved = z.object({ message: z.string(), ride: Ride });

export const toSchedule = (
  r: Pick<
    Ride,
    'ride_date' | 'is_recurring' | 'recurrence_pattern' | 'recurrence_days' | 'recurrence_interval' | 'recurrence_end_date' | 'recurrence_exceptions'
  >,
): RideSchedule => ({
  ride_date: r.ride_date,
  is_recurring: r.is_recurring,
  recurrence_pattern: r.recurrence_pattern,
  recurrence_days: r.recurrence_days,
  recurrence_interval: r.recurrence_interval,
  recurrence_end_date: r.recurrence_end_date,
  recurrence_exceptions: r.recurrence_exceptions,
});

/** The WhatsApp text for a ride, prefilled on the details page. */
export const rideWhatsAppText = (r: Pick<Ride, 'ride_name' | 'from_location' | 'to_location'>, date: string | null, siteName: string) =>
  `Hi ${r.ride_name}, I saw your ride from ${r.from_location} to ${r.to_location}${date ? ` on ${date}` : ''} on ${siteName}. Is a seat still available?`;
