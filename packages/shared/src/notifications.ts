import { z } from 'zod';
import { Paged } from './paging';

/** Which part of the product a browser subscribed from; notifyModule sends to one module's subscribers. */
export const PUSH_MODULES = ['rentals', 'ads', 'home-help', 'carpooling', 'kitchens'] as const;
export type PushModule = (typeof PUSH_MODULES)[number];

export const NOTIFICATION_MESSAGES = {
  subscribed: 'Notifications are on.',
  endpointRefused: 'This push service is not accepted.',
  moduleInvalid: 'Unknown module.',
  keysInvalid: 'The subscription keys are not valid.',
} as const;

/** Length without trailing "=" padding, by a loop: /=+$/ is quadratic on a long run of "=" (review finding 1). */
const unpaddedLength = (v: string) => {
  let n = v.length;
  while (n > 0 && v[n - 1] === '=') n--;
  return n;
};

/** A base64url key of a fixed byte size; the length bound aborts before the pattern and the refinement run. */
const base64url = (bytes: number) =>
  z
    .string()
    .max(Math.ceil((bytes * 4) / 3) + 2, { message: NOTIFICATION_MESSAGES.keysInvalid, abort: true })
    .regex(/^[\w-]+={0,2}$/, { message: NOTIFICATION_MESSAGES.keysInvalid, abort: true })
    .refine((v) => Math.floor((unpaddedLength(v) * 3) / 4) === bytes, NOTIFICATION_MESSAGES.keysInvalid);

/** A browser PushSubscription as serialised by toJSON(). */
export const BrowserPushSubscription = z.object({
  endpoint: z.string().max(2048, { message: NOTIFICATION_MESSAGES.endpointRefused, abort: true }).url(NOTIFICATION_MESSAGES.endpointRefused),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }, { error: NOTIFICATION_MESSAGES.keysInvalid }),
});

/** POST /api/notifications/subscribe; userId is accepted for compatibility and ignored: the token says who. */
export const SubscribeBody = z.object({
  userId: z.unknown().optional(),
  user_id: z.unknown().optional(),
  subscription: BrowserPushSubscription,
  moduleId: z.enum(PUSH_MODULES, { error: NOTIFICATION_MESSAGES.moduleInvalid }),
});
export type SubscribeBody = z.infer<typeof SubscribeBody>;

/** What every push carries; the service worker shows title and body and opens url on click. */
export const PushPayload = z.object({ title: z.string().max(120), body: z.string().max(300), url: z.string().max(500) });
export type PushPayload = z.infer<typeof PushPayload>;

/**
 * What a resident can be told about (issue 26). Each is a preference row per channel; the event key of a stored
 * notification names the item and its state within the type.
 */
export const NOTIFICATION_TYPES = ['order', 'home_help', 'review', 'report', 'join', 'post', 'saved_search', 'privacy'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** in_app is the inbox itself (always on); push and e-mail follow the resident's choices. */
export const NOTIFICATION_CHANNELS = ['in_app', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type OptionalChannel = Exclude<NotificationChannel, 'in_app'>;

/** Defaults when a resident has chosen nothing: everything reaches them, a new review only in the app and by push. */
export const DEFAULT_CHANNELS: Record<NotificationType, Record<OptionalChannel, boolean>> = {
  order: { push: true, email: true },
  home_help: { push: true, email: true },
  review: { push: true, email: false },
  report: { push: true, email: true },
  join: { push: true, email: true },
  post: { push: true, email: true },
  // Push and e-mail at most once an hour per search (SAVED_SEARCH_LIMITS); the inbox hears every match.
  saved_search: { push: true, email: true },
  privacy: { push: true, email: true },
};

/** Caps (docs/security.md): per recipient per hour across all senders, and per sender per recipient per hour. */
export const NOTIFICATION_LIMITS = { perRecipientHour: 30, perSenderHour: 6, pageSize: 20 } as const;

/** The names of things a template may show: never free text a user typed as a message (a reject reason stays in the app). */
export type NotificationParams = Record<string, string>;

export const NotificationItem = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

const time = z
  .string()
  .max(5, { abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Enter a time as HH:MM.' });
const channelChoice = z.object({ push: z.boolean(), email: z.boolean() });

/** GET and PUT /api/notifications/preferences: one bounded shape for the browser and the server. */
export const NotificationPreferences = z.object({
  // A type the client does not send keeps its default (a client written before a type was added still saves).
  channels: z.object(
    Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, channelChoice.default(DEFAULT_CHANNELS[t])])) as Record<
      NotificationType,
      z.ZodDefault<typeof channelChoice>
    >,
  ),
  quiet_hours: z.object({ enabled: z.boolean(), start: time, end: time }),
  digest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const INBOX_MESSAGES = {
  notFound: 'This notification was not found.',
  unsubscribed: 'You will no longer get these e-mails.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  saved: 'Notification settings saved.',
  unsubscribeTitle: 'Stop these e-mails?',
  unsubscribeButton: 'Yes, unsubscribe',
} as const;

/** One failed delivery, as the operators' console lists it (GET /api/admin/notifications/deliveries). */
export const FailedDelivery = z.object({
  id: z.number().int(),
  channel: z.string(),
  type: z.string(),
  user_id: z.number().int(),
  error: z.string(),
  /** How many times it was tried (the first send and the queue's retries). */
  attempts: z.number().int(),
  created_at: z.string(),
});
export type FailedDelivery = z.infer<typeof FailedDelivery>;

/**
 * The failed deliveries as one page of the paging contract (decision 900), with what was sent per community day and
 * channel beside it: `in_app` (stored notifications), `push`, `email`, and `digest` (daily digest e-mails).
 */
export const DeliveryReport = Paged(FailedDelivery).extend({
  sent_per_day: z.array(z.object({ day: z.string(), channel: z.string(), count: z.number().int() })),
});
export type DeliveryReport = z.infer<typeof DeliveryReport>;
