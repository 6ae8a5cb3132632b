import { SEARCH_LIMITS, type ProviderFilters, type SuggestionsResponse } from '@padosi/shared/search';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/engine/db';
import type { ViewerContext } from '../../platform/services/context';
import { toPage, type PageRequest } from '../../platform/sql/paging';
import { filterConditions, listByIds } from './provider-queries';
import { toListItem, viewContextFor } from './provider-view';
import { categoryIndex, type CategoryRow } from '../categories/categories.service';
import { countMatches, nameCandidates, rankedProviderIds, similarWords, withIndexScans, type SearchMatch } from './search.repo';
import { categoryTerms, matchCategories } from './search-categories';
import { soundsLike } from './transliterate';

const EMPTY: SuggestionsResponse = { categories: [], service_providers: [], kitchens: [], users: [] };

/** Distinct names (case-insensitively), best first: starts with the term, then a word starts with it, then shorter. */
export function pickNames(candidates: string[], term: string, max: number = SEARCH_LIMITS.perKind) {
  const t = term.toLowerCase();
  const score = (name: string) => {
    const n = name.toLowerCase();
    return n.startsWith(t) ? 0 : n.includes(` ${t}`) ? 1 : 2;
  };
  const seen = new Set<string>();
  const unique = candidates.filter((name) => {
    const key = name.trim().toLowerCase();
    if (!key.includes(t) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  unique.sort((a, b) => score(a) - score(b) || a.length - b.length || a.localeCompare(b));
  return unique.slice(0, max).map((name) => ({ name }));
}

/** Blank terms are skipped: empty lists, no query (spec 01 point 5). */
/** The app's index-scan connections, unless the context is inside a transaction (which must stay on its own). */
const indexScansOf = (ctx: ViewerContext) => (ctx.db === ctx.deps.database.db ? ctx.deps.database.indexScans : undefined);

export async function suggest(ctx: ViewerContext, rawTerm: string): Promise<SuggestionsResponse> {
  const term = rawTerm.trim().replace(/\s+/g, ' ');
  if (!term) return EMPTY;
  const key = term.toLowerCase();
  const { db } = ctx;
  const suggestionsCache = ctx.state.providers.suggestions;
  const cached = suggestionsCache.get(key);
  if (cached) return cached;
  const generation = suggestionsCache.generation();
  const min = SEARCH_LIMITS.containsMinChars;
  // Categories are few and held in memory: contains-matching at any length, on the name or an alias.
  const lower = term.toLowerCase();
  const all = [...(await categoryIndex(ctx)).values()].filter((c) => c.status).sort((a, b) => a.priority - b.priority);
  const byName = all.filter((c) => c.name.toLowerCase().includes(lower)).map((c) => c.name);
  const words = queryWords(term);
  const soundsAlike = (c: CategoryRow) => [...categoryTerms(c)].some((t) => words.some((w) => soundsLike(w, t)));
  const byAlias = all.filter((c) => c.aliases.some((a) => a.includes(lower)) || soundsAlike(c)).map((c) => c.name);
  const categories = pickNames(byName, term)
    .concat(byAlias.filter((n) => !byName.includes(n)).map((name) => ({ name })))
    .slice(0, SEARCH_LIMITS.perKind);
  // A term that names no category may need correcting; the lookup rides in the names query (one round trip).
  const correctable = categories.length === 0 && lower.length >= min;
  const correct = correctable ? queryWords(term).filter((w) => w.length >= min) : [];
  const { providers, kitchens, similar } = await nameCandidates(db, indexScansOf(ctx), term, min, correct);
  let value: SuggestionsResponse = { categories, service_providers: pickNames(providers, term), kitchens: pickNames(kitchens, term), users: [] };
  if (correctable && value.service_providers.length === 0) value = await correctedSuggestions(ctx, term, all, value, similar);
  suggestionsCache.set(key, value, generation);
  return value;
}

/** Letters, digits and combining marks only: nothing to_tsquery reads as an operator. */
export const isPlainWord = (w: string) => /^[\p{L}\p{N}\p{M}]+$/u.test(w);

/**
 * A lexeme quoted for to_tsquery, so that no word (typed, or read from the dictionary) is parsed as an operator
 * (security review finding 3: "plumber:x" from a provider's text answered 500 for every search).
 */
export const quoteLexeme = (w: string) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * Nothing contains the term: suggest what it was probably meant to be ("plumbr" → Plumber and the plumbing
 * shops), from the spelling dictionary. Only reached on a miss, so typing a known name costs no extra query.
 */
async function correctedSuggestions(
  ctx: ViewerContext,
  term: string,
  categories: CategoryRow[],
  found: SuggestionsResponse,
  looked: Map<string, string[]> | null,
): Promise<SuggestionsResponse> {
  const { db } = ctx;
  const words = queryWords(term);
  // Looked up with the names unless a provider name matched the term but none passed pickNames.
  const similar =
    looked ??
    (await withIndexScans(db, indexScansOf(ctx), (tx) =>
      similarWords(
        tx,
        words.filter((w) => w.length >= SEARCH_LIMITS.containsMinChars),
      ),
    ));
  if (similar.size === 0) return found;
  const ids = new Set(matchCategories(categories, words, similar).flatMap((g) => g.ids));
  const named = categories.filter((c) => ids.has(c.id));
  const corrected = words.map((w) => similar.get(w)?.[0] ?? w).join(' ');
  const { providers } =
    corrected === term.toLowerCase() ? { providers: [] } : await nameCandidates(db, indexScansOf(ctx), corrected, SEARCH_LIMITS.containsMinChars);
  return {
    categories: named.slice(0, SEARCH_LIMITS.perKind).map((c) => ({ name: c.name })),
    service_providers: pickNames(providers, corrected),
    kitchens: found.kitchens,
    users: [],
  };
}

/** Lower-cased distinct words of a query: letters, digits and combining marks (Devanagari), at most 6. */
export const queryWords = (term: string) =>
  [
    ...new Set(
      term
        .toLowerCase()
        .split(/[^\p{L}\p{N}\p{M}]+/u)
        .filter(Boolean),
    ),
  ].slice(0, 6);

/**
 * Each word becomes an OR group of itself (as a prefix when 3+ letters: "plumb" finds plumbers) and the
 * dictionary words spelt like it ("plumbr" → plumber, plumbing). Groups are ANDed; when that finds nothing
 * for a query of several words, any group may match and relevance puts the fullest matches first.
 */
export function buildTsQueries(words: string[], similar: Map<string, string[]>) {
  const groups = words.map((w) => {
    const variants = new Set([
      w.length >= SEARCH_LIMITS.containsMinChars ? `${quoteLexeme(w)}:*` : quoteLexeme(w),
      ...(similar.get(w) ?? []).filter(isPlainWord).map(quoteLexeme),
    ]);
    return `(${[...variants].join(' | ')})`;
  });
  return { all: groups.join(' & '), any: groups.join(' | ') };
}

/** A page of ranked ids; past the last page the total still comes back (from a count). */
async function rankedPage(db: Db, match: SearchMatch, page: PageRequest) {
  const found = await rankedProviderIds(db, match, page);
  if (found.ids.length === 0 && page.page > 1) found.total = await countMatches(db, match);
  return found;
}

/** Search results, served from the search cache when the same query came in the last 30 s and nothing changed. */
export async function searchProviders(ctx: ViewerContext, rawTerm: string, pageNumber: number, pageSize: number, filters: ProviderFilters = {}) {
  const words = queryWords(rawTerm);
  if (words.length === 0) return toPage([], 0, { page: pageNumber, pageSize });
  const searchCache = ctx.state.providers.search;
  const key = JSON.stringify([words, pageNumber, pageSize, filters.verified ?? null, filters.rating ?? null, filters.apartment ?? null]);
  const cached = searchCache.get(key);
  if (cached) return cached;
  const generation = searchCache.generation();
  const result = await runSearch(ctx, words, { page: pageNumber, pageSize }, filters);
  searchCache.set(key, result, generation);
  return result;
}

/**
 * Whether a search would list this provider (a saved search hearing of a new provider, issue 26): the same words,
 * named categories and filters as the results page, restricted to the one id. Only the full match counts, not the
 * any-word fallback a page shows when nothing matches every word.
 */
export async function providerMatchesSearch(ctx: ViewerContext, id: number, rawTerm: string, filters: ProviderFilters = {}) {
  const words = queryWords(rawTerm);
  if (words.length === 0) return false;
  const categories = await categoryIndex(ctx);
  return withIndexScans(ctx.db, indexScansOf(ctx), async (tx) => {
    const similar = await similarWords(
      tx,
      words.filter((w) => w.length >= SEARCH_LIMITS.containsMinChars),
    );
    const queries = buildTsQueries(words, similar);
    const strict = matchCategories(categories.values(), words, similar).map(({ ids, covered }) => {
      const rest = words.filter((w) => !covered.includes(w));
      return { ids, rest: rest.length ? buildTsQueries(rest, similar).all : null };
    });
    const extra = filterConditions(filters);
    const only = extra ? sql`id = ${id} AND ${extra}` : sql`id = ${id}`;
    return (await countMatches(tx, { filter: queries.all, rank: queries.any, categories: strict, only })) > 0;
  });
}

async function runSearch(ctx: ViewerContext, words: string[], page: PageRequest, filters: ProviderFilters) {
  const { db } = ctx;
  // Read before the transaction: on PGlite's single connection a query outside it would wait for it forever.
  const categories = await categoryIndex(ctx);
  const result = await withIndexScans(db, indexScansOf(ctx), async (tx) => {
    const similar = await similarWords(
      tx,
      words.filter((w) => w.length >= SEARCH_LIMITS.containsMinChars),
    );
    const queries = buildTsQueries(words, similar);
    // Providers of a category the query names ("doctor" → Health, "tutor" → Tuition) are found and ranked first.
    // The words a category stands for need not appear in the text; the others still must ("sharma dentist").
    const named = matchCategories(categories.values(), words, similar);
    const strict = named.map(({ ids, covered }) => {
      const rest = words.filter((w) => !covered.includes(w));
      return { ids, rest: rest.length ? buildTsQueries(rest, similar).all : null };
    });
    const only = filterConditions(filters);
    const found = await rankedPage(tx, { filter: queries.all, rank: queries.any, categories: strict, only }, page);
    if (found.total > 0 || words.length === 1) return found;
    const loose = named.map(({ ids }) => ({ ids, rest: null }));
    return rankedPage(tx, { filter: queries.any, rank: queries.any, categories: loose, only }, page);
  });
  const rows = await listByIds(db, result.ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const view = await viewContextFor(ctx, rows);
  const items = result.ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListItem(row, view)] : [];
  });
  return toPage(items, result.total, page);
}
