import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many rows each public list shows, kept exact by statement-level triggers (custom migration 0004), so a
 * page of a 100,000-row list needs no count(*) over an index on every request.
 */
export const listingCounts = pgTable('listing_counts', {
  listing: text('listing').primaryKey(),
  listed: integer('listed').notNull().default(0),
  /** Bumped by the same triggers on every statement that writes the list's table (migration 0013): a cached page is current while it matches. */
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
