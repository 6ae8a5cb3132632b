import { sql, type SQL } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import type { Db } from '../../platform/engine/db';
import { pageSlice, type PageRequest } from '../../platform/sql/paging';

const { serviceProviders: sp, searchWords } = schema;

/** How many matching rows are looked at to pick 10 distinct names, and how many hits are ranked for a search. */
const SUGGESTION_CANDIDATES = 50;
export const SEARCH_CANDIDATES = 2000;

/**
 * Runs search queries with sequential scans priced out, so the plan never depends on the planner guessing that
 * a term is common enough to stop a table scan early: the trigram, prefix and full-text indexes are always used.
 * (A guess gone wrong stalls every request on a large table; EXPLAIN tests pin this.)
 */
export const withIndexScans = <T>(db: Db, scans: Db | undefined, fn: (tx: Db) => Promise<T>) => {
  if (scans) return fn(scans);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return fn(tx);
  });
};

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Names containing the term (3+ characters, trigram index) or starting with it (1–2 characters, btree index). */
function nameMatch(column: string, term: string, containsMinChars: number) {
  return term.length >= containsMinChars
    ? sql`${sql.identifier(column)} ILIKE ${`%${escapeLike(term)}%`}`
    : sql`lower(${sql.identifier(column)}) LIKE ${`${escapeLike(term.toLowerCase())}%`}`;
}

/**
 * Candidate provider and kitchen names for the suggestions (shown ones only: never a resident's own name, issue 25), in one statement (one plan, one round trip). With `correct`
 * (the words of a term that named no category), the same statement looks up their spelling corrections when no
 * provider name matched, so a miss also costs one round trip; `similar` is null when it was not looked up.
 */
export async function nameCandidates(db: Db, scans: Db | undefined, term: string, containsMinChars: number, correct: string[] = []) {
  const match = nameMatch('name', term, containsMinChars);
  // The providers' CTE is read twice, so PostgreSQL runs it once; NOT EXISTS on it is a one-time filter that skips
  // the dictionary lookup whenever a provider name matched.
  const corrections = correct.length
    ? sql`
    UNION ALL
    (SELECT 'similar' AS kind, word AS name, query FROM (${similarRows(correct)}) AS s WHERE NOT EXISTS (SELECT 1 FROM providers))`
    : sql``;
  const result = await withIndexScans(db, scans, (tx) =>
    tx.execute(sql`
    WITH providers AS (
      SELECT name FROM (SELECT name, hidden_reason FROM service_providers WHERE ${match} LIMIT ${SUGGESTION_CANDIDATES * 2}) AS found
      WHERE hidden_reason IS NULL LIMIT ${SUGGESTION_CANDIDATES})
    SELECT 'provider' AS kind, name, NULL::text AS query FROM providers
    UNION ALL
    (SELECT 'kitchen' AS kind, name, NULL::text AS query FROM (SELECT name, hidden_reason FROM kitchens WHERE ${match} LIMIT ${SUGGESTION_CANDIDATES * 2}) AS k
      WHERE hidden_reason IS NULL LIMIT ${SUGGESTION_CANDIDATES})${corrections}`),
  );
  const rows = rowsOf<{ kind: 'provider' | 'kitchen' | 'similar'; name: string; query: string | null }>(result);
  const providers = rows.filter((r) => r.kind === 'provider').map((r) => r.name);
  return {
    providers,
    kitchens: rows.filter((r) => r.kind === 'kitchen').map((r) => r.name),
    similar:
      correct.length && providers.length === 0 ? groupSimilar(rows.filter((r) => r.kind === 'similar').map((r) => ({ query: r.query!, word: r.name }))) : null,
  };
}

/**
 * For each query word, up to 3 dictionary words spelt similarly (pg_trgm similarity above its 0.3 threshold);
 * words with punctuation, stored before the dictionary refused them, are passed over.
 */
export async function similarWords(db: Db, words: string[]): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map();
  return groupSimilar(rowsOf<{ query: string; word: string }>(await db.execute(similarRows(words))));
}

/** Each query word with its dictionary words, best first. */
function similarRows(words: string[]) {
  const list = sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  );
  return sql`
    SELECT q.w AS query, s.word AS word
    FROM unnest(ARRAY[${list}]::text[]) AS q(w)
    CROSS JOIN LATERAL (
      SELECT ${searchWords.word} AS word FROM ${searchWords}
      WHERE ${searchWords.word} % q.w AND ${searchWords.word} !~ '[[:punct:][:space:]]' ORDER BY similarity(${searchWords.word}, q.w) DESC, ${searchWords.word} LIMIT 3
    ) AS s`;
}

function groupSimilar(rows: { query: string; word: string }[]) {
  const out = new Map<string, string[]>();
  for (const row of rows) out.set(row.query, [...(out.get(row.query) ?? []), row.word]);
  return out;
}

/** Providers in one of `ids` (as sub or main category) that also match `rest` (the query words the category does not stand for). */
export interface CategoryMatch {
  ids: number[];
  rest: string | null;
}

/** What a search looks for: providers matching `filter`, or one of the category matches. */
export interface SearchMatch {
  filter: string;
  /** The query whose words rank the hits: the any-word form, so fuller matches come first. */
  rank: string;
  categories: CategoryMatch[];
  /** The directory filters (verified, rating, apartment), ANDed with the match; null for none. */
  only?: SQL | null;
}

const intArray = (ids: number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** Whether a row is in a named category (and matches the rest of the query); null when none is named. */
function inNamedCategory(m: SearchMatch): SQL | null {
  if (m.categories.length === 0) return null;
  const arms = m.categories.map(({ ids, rest }) => {
    const inIds = sql`(${sp.categoryId} = ANY(${intArray(ids)}) OR ${sp.parentId} = ANY(${intArray(ids)}))`;
    return rest ? sql`(${inIds} AND ${sp.searchVector} @@ to_tsquery('simple', ${rest}))` : inIds;
  });
  return sql`(${sql.join(arms, sql` OR `)})`;
}

/** The WHERE clause of a search; without category matches it is the plain full-text match (same plan as before). */
function matchWhere(m: SearchMatch, q: SQL) {
  const named = inNamedCategory(m);
  const match = named ? sql`(${sp.searchVector} @@ ${q} OR ${named})` : sql`${sp.searchVector} @@ ${q}`;
  return m.only ? sql`${match} AND ${m.only}` : match;
}

/*
 * Hidden providers (decision 1204) are dropped after the match, outside its LIMIT: "hidden_reason IS NULL" inside it
 * would let the planner walk a ranking index (which ends with hidden_reason) instead of the text indexes, and a
 * guess that the term is common would again decide the plan (search-explain.test.ts).
 */

/**
 * Ids of the matching providers, best first: those in a category the query names (by name or alias), then
 * relevance (name words weigh more), then verified, rating and newest. At most SEARCH_CANDIDATES hits are
 * ranked, so a very common word cannot make the query unbounded.
 */
export async function rankedProviderIds(db: Db, m: SearchMatch, page: PageRequest) {
  const { limit, offset } = pageSlice(page);
  const inCategory = inNamedCategory(m) ?? sql`false`;
  const result = await db.execute(sql`
    WITH q AS (SELECT to_tsquery('simple', ${m.filter}) AS q, to_tsquery('simple', ${m.rank}) AS r),
    hits AS (
      SELECT ${sp.id} AS id, ${inCategory} AS in_category, ts_rank(${sp.searchVector}, q.r) AS rank,
             ${sp.adminVerified} AS verified, ${sp.rating} AS rating, ${sp.hiddenReason} IS NULL AS shown
      FROM ${sp}, q WHERE ${matchWhere(m, sql`q.q`)} LIMIT ${SEARCH_CANDIDATES}
    )
    SELECT id::int AS id, (count(*) OVER ())::int AS total FROM hits WHERE shown
    ORDER BY in_category DESC, rank DESC, verified DESC, rating DESC, id DESC
    LIMIT ${limit} OFFSET ${offset}`);
  const rows = rowsOf<{ id: number; total: number }>(result);
  return { ids: rows.map((r) => Number(r.id)), total: rows.length ? Number(rows[0]!.total) : 0 };
}

export async function countMatches(db: Db, m: SearchMatch) {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM (SELECT ${sp.hiddenReason} AS hidden FROM ${sp} WHERE ${matchWhere(m, sql`to_tsquery('simple', ${m.filter})`)} LIMIT ${SEARCH_CANDIDATES}) AS m
    WHERE hidden IS NULL`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** The rows of a raw `db.execute` result (a node-postgres QueryResult). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
