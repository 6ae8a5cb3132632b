import { z } from 'zod';
import { maxMessage } from './common';
import { pageQuery } from './paging';
import { SEARCH_LIMITS } from './search-constants';

export * from './search-constants';

const term = z.string().max(SEARCH_LIMITS.termMax, maxMessage(SEARCH_LIMITS.termMax)).default('');

export const SuggestionsQuery = z.object({ term });

const Named = z.object({ name: z.string() });
export const SuggestionsResponse = z.object({ categories: z.array(Named), service_providers: z.array(Named), users: z.array(Named) });
export type SuggestionsResponse = z.infer<typeof SuggestionsResponse>;

export const SearchQuery = pageQuery({ pageSize: 20, pageSizeMax: 50, pageMax: 100 }).extend({ term });
