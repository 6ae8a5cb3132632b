import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, users } from './users';

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
    ...timestamps(),
  },
  (t) => [index('enquiries_status_created_idx').on(t.status, t.createdAt)],
);
