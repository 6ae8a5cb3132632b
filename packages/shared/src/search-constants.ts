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
  /** Home kitchens shown to everyone (issue 25). */
  kitchens: Array<{ name: string }>;
  /** Kept for the spec's shape, always empty: residents are never suggested, only their public listings (issue 25). */
  users: Array<{ name: string }>;
}

type SuggestionKind = 'category' | 'provider' | 'kitchen';

/** The distinct suggestion names, in the order shown: categories, then providers, then kitchens. */
export function flattenSuggestions(s: SuggestionsResponse): Array<{ name: string; kind: SuggestionKind }> {
  const seen = new Set<string>();
  const out: Array<{ name: string; kind: SuggestionKind }> = [];
  const add = (items: Array<{ name: string }>, kind: SuggestionKind) => {
    for (const { name } of items) {
      const key = name.trim().toLowerCase();
      if (!key || seen.has(key)) continue;
      seen.add(key);
      out.push({ name, kind });
    }
  };
  add(s.categories, 'category');
  add(s.service_providers, 'provider');
  add(s.kitchens, 'kitchen');
  return out;
}

export const searchPath = (t: string) => `/search/search_term/${encodeURIComponent(t.trim())}`;
