/** Search constants and helpers, free of zod: the header's search box is part of every page. */
export const SEARCH_LIMITS = {
  termMax: 100,
  debounceMs: 300,
  /** Suggestion list height in px before it scrolls. */
  listMaxPx: 240,
  perKind: 10,
  /** Below this many characters, suggestions match the start of a name (a contains-match needs a trigram). */
  containsMinChars: 3,
} as const;

export interface SuggestionsResponse {
  categories: Array<{ name: string }>;
  service_providers: Array<{ name: string }>;
  users: Array<{ name: string }>;
}

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
