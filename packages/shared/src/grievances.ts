import { z } from 'zod';

/*
 * The grievance desk (issue 30): anyone, signed in or not, raises a privacy complaint or a correction, erasure or
 * access request; the grievance officer (an admin) answers it before its deadline. One schema for the form and the
 * server.
 */
export const GRIEVANCE_KINDS = ['complaint', 'correction', 'erasure', 'access'] as const;
export type GrievanceKind = (typeof GRIEVANCE_KINDS)[number];
export const GRIEVANCE_STATUSES = ['open', 'answered', 'closed'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

export const GRIEVANCE_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 2000,
  replyMax: 2000,
  /** Requests one person (or one address, for visitors) may raise in 24 hours. */
  perDay: 5,
  /** Days the officer has to answer; the society settings may change it (the Rules' summaries say 30). */
  daysDefault: 30,
  daysMin: 1,
  daysMax: 90,
  /** Replies shown with one request. */
  repliesMax: 50,
} as const;

/** Server and form messages (English, the contract; Hindi in i18n/hindi-privacy.ts). */
export const GRIEVANCE_MESSAGES = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  kindRequired: 'Choose what your request is about.',
  messageRequired: 'Please describe your request.',
  messageMin: `Please write at least ${GRIEVANCE_LIMITS.messageMin} characters.`,
  messageMax: `Maximum ${GRIEVANCE_LIMITS.messageMax} characters allowed.`,
  replyRequired: 'Write a reply.',
  replyMax: `Maximum ${GRIEVANCE_LIMITS.replyMax} characters allowed.`,
  filed: 'Your request has been received. The grievance officer will answer before the date shown.',
  tooMany: `You can raise at most ${GRIEVANCE_LIMITS.perDay} requests a day. Please try again tomorrow.`,
  replied: 'Your reply has been sent.',
  closed: 'The request is closed.',
  alreadyClosed: 'This request is already closed.',
  daysInvalid: `Enter a number of days from ${GRIEVANCE_LIMITS.daysMin} to ${GRIEVANCE_LIMITS.daysMax}.`,
} as const;
const M = GRIEVANCE_MESSAGES;

const message = z
  .string({ error: M.messageRequired })
  .max(GRIEVANCE_LIMITS.messageMax, { message: M.messageMax, abort: true })
  .trim()
  .min(1, { message: M.messageRequired, abort: true })
  .min(GRIEVANCE_LIMITS.messageMin, M.messageMin);

/** The visitor's name and address; a signed-in resident's come from their account. */
export const GrievanceContact = z.object({
  name: z
    .string({ error: M.nameRequired })
    .max(GRIEVANCE_LIMITS.nameMax, { message: `Maximum ${GRIEVANCE_LIMITS.nameMax} characters allowed.`, abort: true })
    .trim()
    .min(1, M.nameRequired),
  email: z
    .string({ error: M.emailRequired })
    .max(GRIEVANCE_LIMITS.emailMax, { message: M.emailInvalid, abort: true })
    .trim()
    .min(1, { message: M.emailRequired, abort: true })
    .pipe(z.email(M.emailInvalid)),
});

/** POST /api/grievances. name and email are read for visitors only (GrievanceContact checks them then). */
export const GrievanceBody = z.object({
  kind: z.enum(GRIEVANCE_KINDS, { error: M.kindRequired }),
  message,
  name: z.string().max(GRIEVANCE_LIMITS.nameMax).optional(),
  email: z.string().max(GRIEVANCE_LIMITS.emailMax).optional(),
});
export type GrievanceBody = z.infer<typeof GrievanceBody>;
/** The visitor's form: the same body with name and e-mail required. */
export const VisitorGrievanceBody = GrievanceBody.extend(GrievanceContact.shape);
export type VisitorGrievanceInput = z.input<typeof VisitorGrievanceBody>;

/** POST /api/admin/grievances/:id/replies: the officer's answer; `close` closes the request with it. */
export const GrievanceReplyBody = z.object({
  body: z.string({ error: M.replyRequired }).max(GRIEVANCE_LIMITS.replyMax, { message: M.replyMax, abort: true }).trim().min(1, M.replyRequired),
  close: z.boolean().default(false),
});
export type GrievanceReplyInput = z.input<typeof GrievanceReplyBody>;

export const GrievanceReply = z.object({ body: z.string().max(GRIEVANCE_LIMITS.replyMax), closes: z.boolean(), created_at: z.string().max(40) });

/** One request as the person who raised it sees it. */
export const Grievance = z.object({
  id: z.number().int(),
  /** The reference a person quotes: "G-12". */
  ref: z.string().max(20),
  kind: z.enum(GRIEVANCE_KINDS),
  message: z.string().max(GRIEVANCE_LIMITS.messageMax),
  status: z.enum(GRIEVANCE_STATUSES),
  created_at: z.string(),
  due_at: z.string(),
  closed_at: z.string().nullable(),
  replies: z.array(GrievanceReply),
});
export type Grievance = z.infer<typeof Grievance>;

export const GrievanceFiled = z.object({ message: z.string(), grievance: Grievance });

/** The officer's queue: who asked, how old it is and whether the deadline has passed. */
export const AdminGrievance = Grievance.extend({
  name: z.string(),
  email: z.string(),
  is_visitor: z.boolean(),
  age_days: z.number().int(),
  overdue: z.boolean(),
});
export type AdminGrievance = z.infer<typeof AdminGrievance>;

/** Which requests the queue shows: still to close (the default), or one status. */
export const GRIEVANCE_FILTERS = ['pending', ...GRIEVANCE_STATUSES] as const;
export type GrievanceFilter = (typeof GRIEVANCE_FILTERS)[number];

export const grievanceRef = (id: number) => `G-${id}`;
