import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, userRef, users } from './users';

/**
 * A resident's "download my data" archives (issue 30): built by the `privacy-export` job into DATA_DIR/exports,
 * fetched by their owner only until `expires_at`; one a day.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    /** The archive's file name under DATA_DIR/exports (random, never shown); null until built. */
    file: text('file'),
    bytes: integer('bytes'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...createdAt(),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt), index('data_exports_expires_idx').on(t.expiresAt)],
);

/**
 * An account its resident asked to delete: locked from the request, erased by the `privacy-erase` job once
 * `erase_after` has passed unless cancelled first (the row goes with the account either way).
 */
export const accountErasures = pgTable(
  'account_erasures',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
    /** The resident asked for their reviews to go too (else they stay, signed "Former resident"). */
    removeReviews: boolean('remove_reviews').notNull().default(false),
    ...createdAt(),
  },
  (t) => [index('account_erasures_due_idx').on(t.eraseAfter)],
);
