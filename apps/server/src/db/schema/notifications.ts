import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, optionalUserRef, ownedRow, userRef, users } from './users';

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

/**
 * One notification for one recipient (decision 2600). `eventKey` names the event, the item and its state
 * ("order:12:accepted"): unique per recipient, so an event delivered twice (two instances, a retried listener) stores
 * one row. `params` hold names of things for the fixed templates, never text a user typed as a message.
 */
export const notifications = pgTable(
  'notifications',
  {
    ...ownedRow(),
    type: text('type').notNull(),
    eventKey: text('event_key').notNull(),
    /** Who caused it (null: the portal): the per-sender cap counts by it. */
    actorId: optionalUserRef('actor_id'),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    url: text('url').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    ...createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_event_idx').on(t.userId, t.eventKey),
    // The inbox (newest first) and the hourly cap read this index.
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

/** One channel's delivery of a notification (push, e-mail): what operators see when it fails. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    notificationId: cascadeRef('notification_id', () => notifications.id),
    channel: text('channel').notNull(),
    /** queued → sent | failed (retries left: queued again) | skipped (channel off). */
    status: text('status').notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...createdAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_once_idx').on(t.notificationId, t.channel),
    check('notification_deliveries_status_check', sql`${t.status} IN ('queued', 'sent', 'failed', 'skipped')`),
    index('notification_deliveries_failed_idx')
      .on(t.id)
      .where(sql`${t.status} = 'failed'`),
    index('notification_deliveries_sent_idx').on(t.sentAt),
  ],
);

/** A resident's choice for one type on one channel; no row means the default of that type and channel. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: userRef(),
    type: text('type').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.channel] })],
);

/** Quiet hours (minutes after midnight in the community's zone) and the daily digest; no row means the defaults. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    quietHours: boolean('quiet_hours').notNull().default(true),
    quietStart: smallint('quiet_start')
      .notNull()
      .default(22 * 60),
    quietEnd: smallint('quiet_end')
      .notNull()
      .default(7 * 60),
    digest: boolean('digest').notNull().default(false),
    /** The community day whose digest was last sent: a digest goes once per day whichever instance runs it. */
    digestSentOn: text('digest_sent_on'),
  },
  (t) => [
    check('notification_settings_quiet_check', sql`${t.quietStart} BETWEEN 0 AND 1439 AND ${t.quietEnd} BETWEEN 0 AND 1439`),
    index('notification_settings_digest_idx')
      .on(t.userId)
      .where(sql`${t.digest}`),
  ],
);

/** One daily digest e-mail sent (decision 2600): the operators' per-day report counts these beside the deliveries. */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: userRef(),
    /** The community day it gathered (YYYY-MM-DD). */
    day: text('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('notification_digests_sent_idx').on(t.sentAt)],
);

/**
 * A resident's saved search of ads, rentals, providers or kitchens (issue 26): `filters` are the list's own query
 * parameters (checked by @padosi/shared/saved-searches), `filtersKey` their canonical form so one search is saved
 * once. `alertedAt` is when push or e-mail last went out for it: at most one an hour, the inbox hears every match.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    ...ownedRow(),
    kind: text('kind').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    filtersKey: text('filters_key').notNull(),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    ...createdAt(),
  },
  (t) => [
    uniqueIndex('saved_searches_once_idx').on(t.userId, t.kind, t.filtersKey),
    // A new listing walks the searches of its kind in id order.
    index('saved_searches_kind_idx').on(t.kind, t.id),
    check('saved_searches_kind_check', sql`${t.kind} IN ('ads', 'rentals', 'providers', 'kitchens')`),
  ],
);
