import { SEARCH_LIMITS, type SuggestionsResponse } from '@padosi/shared/search';
import type { Db } from '../../platform/db';
import type { AppDeps } from '../../platform/deps';
import { listByIds } from './provider-queries';
import { toListItem, viewContextFor } from './provider-view';
import { categoryIndex } from '../categories/categories.service';
import { countMatches, nameCandidates, rankedProviderIds, similarWords, withIndexScans } from './search.repo';
import { suggestionsCache } from './caches';

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
  const { db } = deps.database;
  const cached = suggestionsCache.get(db, key);
  if (cached) return cached;
  const min = SEARCH_LIMITS.containsMinChars;
  const { providers, users } = await nameCandidates(db, term, min);
  // Categories are few and held in memory: contains-matching at any length.
  const lower = term.toLowerCase();
  const categories = [...(await categoryIndex(db)).values()].filter((c) => c.status && c.name.toLowerCase().includes(lower)).sort((a, b) => a.priority - b.priority);
  const value = { categories: pickNames(categories.map((c) => c.name), term), service_providers: pickNames(providers, term), users: pickNames(users, term) };
  suggestionsCache.set(db, key, value);
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
  const ctx = await viewContextFor(deps, rows);
  const items = result.ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListItem(row, ctx)] : [];
  });
  return { items, total: result.total, page, pageSize };
}
