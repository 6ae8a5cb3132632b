import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './users';

/**
 * The one-time link that makes the first admin (modules/setup). One row at most, so that exactly one link is valid
 * at a time across workers and instances: a new start replaces it, its use deletes it. Only a hash is stored.
 */
export const setupLinks = pgTable(
  'setup_links',
  {
    id: smallint('id').primaryKey().default(1),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...createdAt(),
  },
  (t) => [check('setup_links_one_row', sql`${t.id} = 1`)],
);
