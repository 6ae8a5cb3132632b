import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    service: text('service').notNull(),
    requirement: text('requirement').notNull().default(''),
    source: text('source', { enum: ['home', 'quick'] }).notNull(),
    status: text('status', { enum: ['new', 'contacted', 'closed'] }).notNull().default('new'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiries_status_created_idx').on(t.status, t.createdAt)],
);
