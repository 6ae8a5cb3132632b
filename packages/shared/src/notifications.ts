import { z } from 'zod';

/** Which part of the product a browser subscribed from; notifyModule sends to one module's subscribers. */
export const PUSH_MODULES = ['rentals', 'ads', 'home-help', 'carpooling'] as const;
export type PushModule = (typeof PUSH_MODULES)[number];

export const NOTIFICATION_MESSAGES = {
  subscribed: 'Notifications are on.',
  endpointRefused: 'This push service is not accepted.',
  moduleInvalid: 'Unknown module.',
  keysInvalid: 'The subscription keys are not valid.',
} as const;

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, NOTIFICATION_MESSAGES.keysInvalid)
    .refine((v) => Math.floor((v.replace(/=+$/, '').length * 3) / 4) === bytes, NOTIFICATION_MESSAGES.keysInvalid);

/** A browser PushSubscription as serialised by toJSON(). */
export const BrowserPushSubscription = z.object({
  endpoint: z.string().max(2048).url(NOTIFICATION_MESSAGES.endpointRefused),
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
