import { index, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, optionalUserRef } from './users';

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    rating: smallint('rating'),
    userId: optionalUserRef(),
    ...createdAt(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);
