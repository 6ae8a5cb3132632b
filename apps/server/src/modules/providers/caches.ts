import type { ProviderDetail, ProviderPage } from '@padosi/shared/providers';
import type { SuggestionsResponse } from '@padosi/shared/search';
import type { CacheBus } from '../../platform/cache/cache-bus';
import { ResponseCache } from '../../platform/cache/response-cache';

/** The providers' caches of one app, made by the composition root and joined to its cache bus as 'providers'. */
export class ProviderCaches {
  /** Suggestions by lower-cased term: typing sends the same few prefixes again and again. */
  readonly suggestions = new ResponseCache<string, SuggestionsResponse>(30_000, 2000);
  /** Provider details by id: the most visited page; reviews, edits and category renames drop entries. */
  readonly details = new ResponseCache<number, ProviderDetail>(30_000, 5000);
  /** Search result pages by term, page and filters: residents search the same trades again and again. */
  readonly search = new ResponseCache<string, ProviderPage>(30_000, 2000);

  /** What the cache bus's 'providers' message drops: one provider's details, or all; suggestions and results always. */
  drop(id?: string | number) {
    if (id === undefined) this.details.clear();
    else this.details.delete(Number(id));
    this.suggestions.clear();
    // Any provider change can move any result (rank, rating, verification, hiding).
    this.search.clear();
  }
}

declare module '../../platform/services/context' {
  interface AppState {
    providers: ProviderCaches;
  }
}

/** After a provider changes, on every instance: its details and every suggestion (its name may have changed). */
export const forgetProvider = (caches: CacheBus, id: number) => caches.invalidate({ cache: 'providers', key: id });

/** After a category changes, on every instance: names appear in every detail and in suggestions. */
export const forgetAllProviders = (caches: CacheBus) => caches.invalidate({ cache: 'providers' });
