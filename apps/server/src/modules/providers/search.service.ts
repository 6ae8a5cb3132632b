import { SEARCH_LIMITS, type SuggestionsResponse } from '@padosi/shared/search';
import type { Db } from '../../platform/db';
import type { AppDeps } from '../../platform/deps';
import { listByIds } from './provider-queries';
import { toListItem } from './provider-view';
import {
  categoryNameCandidates,
  countMatches,
  providerNameCandidates,
  rankedProviderIds,
  similarWords,
  userNameCandidates,
  withIndexScans,
} from './search.repo';
import { cachedSuggestions, storeSuggestions } from './suggestions-cache';

const EMPTY: SuggestionsResponse = { categories: [], service_providers: [], users: [] };

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
export async function suggest(deps: AppDeps, rawTerm: string): Promise<SuggestionsResponse> {
  const term = rawTerm.trim().replace(/\s+/g, ' ');
  if (!term) return EMPTY;
  const key = term.toLowerCase();
  const cached = cachedSuggestions(key);
  if (cached) return cached;
  const min = SEARCH_LIMITS.containsMinChars;
  const [categories, providers, users] = await withIndexScans(deps.database.db, async (tx) => [
    await categoryNameCandidates(tx, term),
    await providerNameCandidates(tx, term, min),
    await userNameCandidates(tx, term, min),
  ]);
  const value = { categories: pickNames(categories, term), service_providers: pickNames(providers, term), users: pickNames(users, term) };
  storeSuggestions(key, value);
  return value;
}

/** Lower-cased distinct words of a query: letters, digits and combining marks (Devanagari), at most 6. */
export const queryWords = (term: string) => [...new Set(term.toLowerCase().split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean))].slice(0, 6);

/**
 * Each word becomes an OR group of itself (as a prefix when 3+ letters: "plumb" finds plumbers) and the
 * dictionary words spelt like it ("plumbr" → plumber, plumbing). Groups are ANDed; when that finds nothing
 * for a query of several words, any group may match and relevance puts the fullest matches first.
 */
export function buildTsQueries(words: string[], similar: Map<string, string[]>) {
  const groups = words.map((w) => {
    const variants = new Set([w.length >= SEARCH_LIMITS.containsMinChars ? `${w}:*` : w, ...(similar.get(w) ?? [])]);
    return `(${[...variants].join(' | ')})`;
  });
  return { all: groups.join(' & '), any: groups.join(' | ') };
}

/** A page of ranked ids; past the last page the total still comes back (from a count). */
async function rankedPage(db: Db, tsquery: string, page: number, pageSize: number) {
  const found = await rankedProviderIds(db, tsquery, page, pageSize);
  if (found.ids.length === 0 && page > 1) found.total = await countMatches(db, tsquery);
  return found;
}

export async function searchProviders(deps: AppDeps, rawTerm: string, page: number, pageSize: number) {
  const words = queryWords(rawTerm);
  if (words.length === 0) return { items: [], total: 0, page, pageSize };
  const { db } = deps.database;
  const result = await withIndexScans(db, async (tx) => {
    const similar = await similarWords(
      tx,
      words.filter((w) => w.length >= SEARCH_LIMITS.containsMinChars),
    );
    const queries = buildTsQueries(words, similar);
    const found = await rankedPage(tx, queries.all, page, pageSize);
    if (found.total > 0 || words.length === 1) return found;
    return rankedPage(tx, queries.any, page, pageSize);
  });
  const rows = await listByIds(db, result.ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const helpline = deps.config.contact.helplinePhone;
  const items = result.ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListItem(row, helpline)] : [];
  });
  return { items, total: result.total, page, pageSize };
}
