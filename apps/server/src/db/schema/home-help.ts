import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { serviceProviders } from './directory';
import { cascadeRef, optionalUserRef, ownedRow, timestamps } from './users';

const STATUSES = ['Pending', 'In Progress', 'Completed', 'Cancelled'] as const;

/** A resident's request for a maid, a cook or both; admins assign a directory provider and move the status. */
export const homeHelpRequests = pgTable(
  'home_help_requests',
  {
    ...ownedRow(),
    serviceType: text('service_type', { enum: ['Maid', 'Cook', 'Both'] }).notNull(),
    requestDate: date('request_date', { mode: 'string' }).notNull(),
    requestTime: text('request_time').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: STATUSES }).notNull().default('Pending'),
    /** A provider leaving the directory leaves the request unassigned rather than deleting it. */
    providerId: integer('provider_id').references(() => serviceProviders.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('home_help_user_idx').on(t.userId, t.id),
    index('home_help_service_type_idx').on(t.serviceType, t.id),
    index('home_help_status_idx').on(t.status, t.id),
    index('home_help_provider_idx').on(t.providerId),
    index('home_help_address_trgm_idx').using('gin', sql`${t.address} gin_trgm_ops`),
  ],
);

/** Every status a request has had, with who set it and when; written in the same transaction as the change. */
export const homeHelpStatusHistory = pgTable(
  'home_help_status_history',
  {
    id: serial('id').primaryKey(),
    requestId: cascadeRef('request_id', () => homeHelpRequests.id),
    status: text('status', { enum: STATUSES }).notNull(),
    changedBy: optionalUserRef('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('home_help_history_request_idx').on(t.requestId, t.changedAt)],
);
