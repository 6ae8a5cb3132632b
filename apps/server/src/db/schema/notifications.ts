import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, ownedRow } from './users';

/** One browser's web-push subscription; the endpoint is unique, so subscribing again updates the row. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    ...ownedRow(),
    moduleId: text('module_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    ...createdAt(),
  },
  (t) => [index('push_subscriptions_module_idx').on(t.moduleId, t.id), index('push_subscriptions_user_idx').on(t.userId)],
);
