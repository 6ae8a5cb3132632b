import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, optionalUserRef, userRef } from './users';

export const PHONE_KINDS = ['ad', 'rental', 'ride'] as const;

/**
 * Who saw which resident's phone number (issue 25): one row per viewer and item, `times` counted up on each
 * reveal. The hourly limit counts the items a viewer revealed in the last hour (`last_at`), so showing the same
 * number twice costs nothing and collecting many costs the limit.
 */
export const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: serial('id').primaryKey(),
    viewerId: userRef('viewer_id'),
    kind: text('kind', { enum: PHONE_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    times: integer('times').notNull().default(1),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('phone_reveals_item_idx').on(t.viewerId, t.kind, t.itemId),
    index('phone_reveals_recent_idx').on(t.viewerId, t.lastAt),
    check('phone_reveals_kind_check', sql`${t.kind} in ('ad', 'rental', 'ride')`),
  ],
);

/**
 * An admin's warning to a resident (a strike): the rule broken and a note the resident reads. The warning that
 * makes three suspends posting for `suspend_days` (users.posting_suspended_until).
 */
export const userWarnings = pgTable(
  'user_warnings',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    rule: text('rule').notNull(),
    note: text('note').notNull(),
    suspendDays: smallint('suspend_days'),
    createdBy: optionalUserRef('created_by'),
    ...createdAt(),
  },
  (t) => [index('user_warnings_user_idx').on(t.userId, t.id)],
);
