import { z } from 'zod';
import { maxMessage } from './common';
import { pageQuery } from './paging';
import { SEARCH_LIMITS } from './search-constants';

export * from './search-constants';

const term = z.string().max(SEARCH_LIMITS.termMax, maxMessage(SEARCH_LIMITS.termMax)).default('');

export const SuggestionsQuery = z.object({ term });

const Named = z.object({ name: z.string() });
export const SuggestionsResponse = z.object({
  categories: z.array(Named),
  service_providers: z.array(Named),
  /** Shown home kitchens (issue 25). */
  kitchens: z.array(Named),
  /** The spec's field, always empty: a resident is never suggested, only what they list publicly (issue 25). */
  users: z.array(Named).max(0),
});
export type SuggestionsResponse = z.infer<typeof SuggestionsResponse>;

/**
 * The directory's filters on category and search results: verified only, rated 4 and up, one apartment. Each is
 * a closed value, so a query string can only ever choose among them.
 */
export const ProviderFilterQuery = z.object({
  verified: z.enum(['1']).optional(),
  rating: z.enum(['4']).optional(),
  apartment: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type ProviderFilters = z.infer<typeof ProviderFilterQuery>;

export const SearchQuery = pageQuery({ pageSize: 20, pageSizeMax: 50, pageMax: 100 }).extend({ term, ...ProviderFilterQuery.shape });
export const CategoryListingQuery = pageQuery().extend(ProviderFilterQuery.shape);
