import { z } from 'zod';
import { maxMessage } from './common';

export const SEARCH_LIMITS = {
  termMax: 100,
  debounceMs: 300,
  /** Suggestion list height in px before it scrolls. */
  listMaxPx: 240,
  perKind: 10,
  /** Below this many characters, suggestions match the start of a name (a contains-match needs a trigram). */
  containsMinChars: 3,
} as const;

const term = z.string().max(SEARCH_LIMITS.termMax, maxMessage(SEARCH_LIMITS.termMax)).default('');

export const SuggestionsQuery = z.object({ term });

const Named = z.object({ name: z.string() });
export const SuggestionsResponse = z.object({ categories: z.array(Named), service_providers: z.array(Named), users: z.array(Named) });
export type SuggestionsResponse = z.infer<typeof SuggestionsResponse>;

export const SearchQuery = z.object({
  term,
  page: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/** The distinct suggestion names, in the order shown: categories, then providers, then people. */
export function flattenSuggestions(s: SuggestionsResponse): Array<{ name: string; kind: 'category' | 'provider' | 'user' }> {
  const seen = new Set<string>();
  const out: Array<{ name: string; kind: 'category' | 'provider' | 'user' }> = [];
  const add = (items: Array<{ name: string }>, kind: 'category' | 'provider' | 'user') => {
    for (const { name } of items) {
      const key = name.trim().toLowerCase();
      if (!key || seen.has(key)) continue;
      seen.add(key);
      out.push({ name, kind });
    }
  };
  add(s.categories, 'category');
  add(s.service_providers, 'provider');
  add(s.users, 'user');
  return out;
}

export const searchPath = (t: string) => `/search/search_term/${encodeURIComponent(t.trim())}`;
