import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, optionalUserRef } from './users';

export const REPORT_ITEM_TYPES = ['ad', 'rental', 'ride', 'provider', 'review', 'kitchen_review'] as const;
export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;

/**
 * A signed-in person's report of a listing or review, and what the admin team did with it. `item_id` points at
 * the row of the table its `item_type` names (no foreign key: the item may be deleted while the report stays).
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    itemType: text('item_type', { enum: REPORT_ITEM_TYPES }).notNull(),
    itemId: integer('item_id').notNull(),
    reporterId: optionalUserRef('reporter_id'),
    reason: text('reason').notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    resolvedBy: optionalUserRef('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...createdAt(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.id),
    index('reports_item_idx').on(t.itemType, t.itemId),
    // One open report per person and item: reporting twice does not grow the queue.
    uniqueIndex('reports_open_once_idx')
      .on(t.itemType, t.itemId, t.reporterId)
      .where(sql`${t.status} = 'open'`),
    check('reports_item_type_check', sql`${t.itemType} in ('ad', 'rental', 'ride', 'provider', 'review', 'kitchen_review')`),
    check('reports_status_check', sql`${t.status} in ('open', 'hidden', 'dismissed')`),
  ],
);
