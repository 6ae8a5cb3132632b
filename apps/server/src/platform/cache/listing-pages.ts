import type { Db } from '../engine/db';
import { ResponseCache } from './response-cache';

/** Reads a list's trigger-kept total and version (the caller's SQL: tables live in db/, above this layer). */
export type ReadListState = (db: Db) => Promise<{ listed: number; version: number } | undefined>;

/**
 * The first pages of a public list (ads, rentals), cached against the list's version: triggers bump
 * `listing_counts.version` in the same transaction as every statement that writes the table (migration 0013), and
 * every request reads that one row anyway for the list's total. A page is served from memory only while the
 * version it was read at is still current, so a write on any instance, or by hand in SQL, shows on the next request.
 */
export class ListingPages<V> {
  private readonly pages = new ResponseCache<string, { version: number; value: V }>(60_000, 100);

  constructor(
    private readonly readState: ReadListState,
    private readonly cachedPages = 3,
  ) {}

  /** `read` gets the list's total (from the same row); the version is read first, so a cached page is never older than it. */
  async page(db: Db, key: string, page: number, read: (listed: number | undefined) => Promise<V>): Promise<V> {
    const state = await this.readState(db);
    if (!state || page > this.cachedPages) return read(state?.listed);
    const hit = this.pages.get(db, key);
    if (hit && hit.version === state.version) return hit.value;
    const value = await read(state.listed);
    this.pages.set(db, key, { version: state.version, value });
    return value;
  }
}
