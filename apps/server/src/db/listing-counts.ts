import { eq } from 'drizzle-orm';
import * as schema from './schema/index';
import type { Db } from '../platform/engine/db';

/**
 * The trigger-kept row of a public list (migrations 0004 and 0013): how many rows it shows and its version. Here,
 * beside the schema, because the ads and rentals modules both read it, for their totals and their cached pages.
 */
export type Listing = 'ads' | 'rentals';

/** The list's total and version; undefined when its row is missing. */
export async function listingState(db: Db, listing: Listing): Promise<{ listed: number; version: number } | undefined> {
  const [state] = await db
    .select({ listed: schema.listingCounts.listed, version: schema.listingCounts.version })
    .from(schema.listingCounts)
    .where(eq(schema.listingCounts.listing, listing));
  return state;
}

/** The list's total alone; undefined when its row is missing (the caller then counts). */
export async function listedTotal(db: Db, listing: Listing): Promise<number | undefined> {
  const [row] = await db.select({ listed: schema.listingCounts.listed }).from(schema.listingCounts).where(eq(schema.listingCounts.listing, listing));
  return row?.listed;
}
