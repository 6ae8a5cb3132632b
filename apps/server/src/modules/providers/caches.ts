import type { ProviderDetail, ProviderPage } from '@padosi/shared/providers';
import type { SuggestionsResponse } from '@padosi/shared/search';
import { invalidate, registerCache } from '../../platform/cache/cache-bus';
import type { Db } from '../../platform/engine/db';
import { ResponseCache } from '../../platform/cache/response-cache';

/** Suggestions by lower-cased term: typing sends the same few prefixes again and again. */
export const suggestionsCache = new ResponseCache<string, SuggestionsResponse>(30_000, 2000);

/** Provider details by id: the most visited page; reviews, edits and category renames drop entries. */
export const detailsCache = new ResponseCache<number, ProviderDetail>(30_000, 5000);

/** Search result pages by term, page and filters: residents search the same trades again and again. */
export const searchCache = new ResponseCache<string, ProviderPage>(30_000, 2000);

registerCache('providers', (db, id) => {
  if (id === undefined) detailsCache.clear(db);
  else detailsCache.delete(db, Number(id));
  suggestionsCache.clear(db);
  // Any provider change can move any result (rank, rating, verification, hiding).
  searchCache.clear(db);
});

/** After a provider changes, on every instance: its details and every suggestion (its name may have changed). */
export const forgetProvider = (db: Db, id: number) => invalidate(db, { cache: 'providers', key: id });

/** After a category changes, on every instance: names appear in every detail and in suggestions. */
export const forgetAllProviders = (db: Db) => invalidate(db, { cache: 'providers' });
