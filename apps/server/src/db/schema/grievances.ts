import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, optionalUserRef, timestamps, users } from './users';

/**
 * The grievance desk (issue 30): a privacy complaint or a correction, erasure or access request, raised by a resident
 * (user_id set) or a visitor (name and e-mail only), worked by the grievance officer before `due_at`. A resident's
 * requests go with their account when it is erased.
 */
export const grievances = pgTable(
  'grievances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The language replies reach a visitor in (a resident's own setting is used for them). */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    kind: text('kind', { enum: ['complaint', 'correction', 'erasure', 'access'] }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('grievances_queue_idx').on(t.status, t.dueAt), index('grievances_user_idx').on(t.userId, t.createdAt)],
);

/** The officer's replies to a grievance; the reply stays when the admin who wrote it is removed. */
export const grievanceReplies = pgTable(
  'grievance_replies',
  {
    id: serial('id').primaryKey(),
    grievanceId: cascadeRef('grievance_id', () => grievances.id),
    authorId: optionalUserRef('author_id'),
    /** Whether the reply closed the grievance. */
    closes: boolean('closes').notNull().default(false),
    body: text('body').notNull(),
    ...createdAt(),
  },
  (t) => [index('grievance_replies_grievance_idx').on(t.grievanceId, t.createdAt)],
);
