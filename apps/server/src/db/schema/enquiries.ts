import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { optionalUserRef, timestamps } from './users';

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    service: text('service').notNull(),
    requirement: text('requirement').notNull().default(''),
    source: text('source', { enum: ['home', 'quick'] }).notNull(),
    status: text('status', { enum: ['new', 'contacted', 'closed'] })
      .notNull()
      .default('new'),
    userId: optionalUserRef(),
    ...timestamps(),
  },
  (t) => [index('enquiries_status_created_idx').on(t.status, t.createdAt)],
);
