import { z } from 'zod';
import { AdListQuery } from './ads';
import { KitchenListQuery } from './kitchens/schemas';
import { RentalListQuery } from './rentals';
import { SearchQuery } from './search';

/** What a resident can save a search of (issue 26): the four public lists with filters. */
export const SAVED_SEARCH_KINDS = ['ads', 'rentals', 'providers', 'kitchens'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

/**
 * `perUser`: searches one resident may keep (each new listing is checked against every search of its kind).
 * `alertMinutes`: push and e-mail go out at most once in this time per search; the inbox hears of every match.
 */
export const SAVED_SEARCH_LIMITS = { perUser: 20, alertMinutes: 60, filterKeys: 8, valueMax: 100 } as const;

export const SAVED_SEARCH_MESSAGES = {
  saved: 'Search saved. You will hear of new matches.',
  tooMany: `You can keep at most ${SAVED_SEARCH_LIMITS.perUser} saved searches. Delete one first.`,
  duplicate: 'You have already saved this search.',
  filtersInvalid: 'These search filters are not valid.',
  termRequired: 'Type what you are looking for before saving the search.',
  deleted: 'Saved search deleted.',
  notFound: 'This saved search was not found.',
} as const;

/**
 * Each list's filters are its own query schema without paging (and without the ads' sort, which orders rather than
 * filters), so a saved search means exactly what the list page showed. Ads and rentals have no filters yet: a saved
 * search of them hears of every new listing.
 */
export const SAVED_SEARCH_FILTERS = {
  ads: AdListQuery.omit({ page: true, pageSize: true, sort: true }).strict(),
  rentals: RentalListQuery.omit({ page: true, pageSize: true }).strict(),
  providers: SearchQuery.omit({ page: true, pageSize: true }).strict(),
  kitchens: KitchenListQuery.omit({ page: true, pageSize: true }).strict(),
} as const;

/** The filters as the list page's URL has them: a few short strings. */
export const RawFilters = z
  .record(z.string().max(20), z.string().max(SAVED_SEARCH_LIMITS.valueMax))
  .refine((f) => Object.keys(f).length <= SAVED_SEARCH_LIMITS.filterKeys, { message: SAVED_SEARCH_MESSAGES.filtersInvalid, abort: true });

/** Only the values that filter something, trimmed, in key order: one search is one key however its URL was written. */
export function canonicalFilters(filters: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(filters).sort()) {
    const value = filters[key]!.trim();
    if (value !== '' && value !== 'false') out[key] = value;
  }
  return out;
}

/** POST /api/saved-searches: the kind and its list's query parameters (paging and sort are dropped by the page). */
export const SavedSearchBody = z.object({ kind: z.enum(SAVED_SEARCH_KINDS), filters: RawFilters.default({}) }).superRefine((v, ctx) => {
  const filters = canonicalFilters(v.filters);
  if (!SAVED_SEARCH_FILTERS[v.kind].safeParse(filters).success)
    ctx.addIssue({ code: 'custom', path: ['filters'], message: SAVED_SEARCH_MESSAGES.filtersInvalid });
  // A blank search lists nothing (spec 01 point 5), so it could never be told of a match.
  else if (v.kind === 'providers' && !filters.term) ctx.addIssue({ code: 'custom', path: ['filters'], message: SAVED_SEARCH_MESSAGES.termRequired });
});
export type SavedSearchBody = z.infer<typeof SavedSearchBody>;

export const SavedSearch = z.object({
  id: z.number().int(),
  kind: z.enum(SAVED_SEARCH_KINDS),
  filters: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

export const SavedSearchList = z.object({ items: z.array(SavedSearch), total: z.number().int(), limit: z.number().int() });
export type SavedSearchList = z.infer<typeof SavedSearchList>;

/** The list page a saved search opens again, with its filters as that page's URL spells them. */
export function savedSearchPath(kind: SavedSearchKind, filters: Record<string, string>) {
  const { term, ...rest } = filters;
  const page = { ...rest };
  let base = { ads: '/ads', rentals: '/rentals', providers: '/search', kitchens: '/cloud-kitchen' }[kind];
  if (kind === 'providers' && term) base = `/search/search_term/${encodeURIComponent(term)}`;
  if (kind === 'kitchens') {
    // The kitchens page writes its switches as "1" and "open_next" as "open".
    if (page.veg) page.veg = '1';
    if (page.open_next) {
      delete page.open_next;
      page.open = '1';
    }
  }
  const qs = new URLSearchParams(page).toString();
  return qs ? `${base}?${qs}` : base;
}
