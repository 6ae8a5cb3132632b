import { z } from 'zod';

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
