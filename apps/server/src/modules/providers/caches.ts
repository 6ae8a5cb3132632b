import type { ProviderDetail } from '@padosi/shared/providers';
import type { SuggestionsResponse } from '@padosi/shared/search';
import type { Db } from '../../platform/db';
import { ResponseCache } from './response-cache';

/** Suggestions by lower-cased term: typing sends the same few prefixes again and again. */
export const suggestionsCache = new ResponseCache<string, SuggestionsResponse>(30_000, 2000);

/** Provider details by id: the most visited page; reviews, edits and category renames drop entries. */
export const detailsCache = new ResponseCache<number, ProviderDetail>(30_000, 5000);

/** After a provider changes: its details and every suggestion (its name may have changed). */
export function forgetProvider(db: Db, id: number) {
  detailsCache.delete(db, id);
  suggestionsCache.clear(db);
}

/** After a category changes: names appear in every detail and in suggestions. */
export function forgetAllProviders(db: Db) {
  detailsCache.clear(db);
  suggestionsCache.clear(db);
}
