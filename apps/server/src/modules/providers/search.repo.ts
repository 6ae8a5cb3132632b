import { sql } from 'drizzle-orm';
import { schema, type Db } from '../../platform/db';
import { readRows } from '../../platform/fast-read';

const { serviceProviders: sp, searchWords } = schema;

/** How many matching rows are looked at to pick 10 distinct names, and how many hits are ranked for a search. */
const SUGGESTION_CANDIDATES = 50;
export const SEARCH_CANDIDATES = 2000;

/**
 * Runs search queries with sequential scans priced out, so the plan never depends on the planner guessing that
 * a term is common enough to stop a table scan early: the trigram, prefix and full-text indexes are always used.
 * (A guess gone wrong on PGlite stalls every request; EXPLAIN tests pin this.)
 */
export const withIndexScans = <T>(db: Db, fn: (tx: Db) => Promise<T>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return fn(tx);
  });

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Names containing the term (3+ characters, trigram index) or starting with it (1–2 characters, btree index). */
function nameMatch(column: string, term: string, containsMinChars: number) {
  return term.length >= containsMinChars
    ? sql`${sql.identifier(column)} ILIKE ${`%${escapeLike(term)}%`}`
    : sql`lower(${sql.identifier(column)}) LIKE ${`${escapeLike(term.toLowerCase())}%`}`;
}

/** Candidate provider and user names for the suggestions, in one statement (one plan, one round trip). */
export async function nameCandidates(db: Db, term: string, containsMinChars: number) {
  const match = nameMatch('name', term, containsMinChars);
  const rows = await readRows<{ kind: 'provider' | 'user'; name: string }>(
    db,
    sql`
    (SELECT 'provider' AS kind, name FROM service_providers WHERE ${match} LIMIT ${SUGGESTION_CANDIDATES})
    UNION ALL
    (SELECT 'user' AS kind, name FROM users WHERE ${match} AND NOT is_disabled LIMIT ${SUGGESTION_CANDIDATES})`,
    { indexScansOnly: true },
  );
  return { providers: rows.filter((r) => r.kind === 'provider').map((r) => r.name), users: rows.filter((r) => r.kind === 'user').map((r) => r.name) };
}

/** For each query word, up to 3 dictionary words spelt similarly (pg_trgm similarity above its 0.3 threshold). */
export async function similarWords(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (words.length === 0) return out;
  const list = sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT q.w AS query, s.word AS word
    FROM unnest(ARRAY[${list}]::text[]) AS q(w)
    CROSS JOIN LATERAL (
      SELECT ${searchWords.word} AS word FROM ${searchWords}
      WHERE ${searchWords.word} % q.w ORDER BY similarity(${searchWords.word}, q.w) DESC, ${searchWords.word} LIMIT 3
    ) AS s`);
  for (const row of rowsOf<{ query: string; word: string }>(result)) out.set(row.query, [...(out.get(row.query) ?? []), row.word]);
  return out;
}

/**
 * Ids of the providers matching a tsquery, best first: relevance (name words weigh more), then verified, rating
 * and newest. At most SEARCH_CANDIDATES hits are ranked, so a very common word cannot make the query unbounded.
 */
export async function rankedProviderIds(db: Db, tsquery: string, page: number, pageSize: number) {
  const result = await db.execute(sql`
    WITH q AS (SELECT to_tsquery('simple', ${tsquery}) AS q),
    hits AS (
      SELECT ${sp.id} AS id, ts_rank(${sp.searchVector}, q.q) AS rank, ${sp.adminVerified} AS verified, ${sp.rating} AS rating
      FROM ${sp}, q WHERE ${sp.searchVector} @@ q.q LIMIT ${SEARCH_CANDIDATES}
    )
    SELECT id::int AS id, (count(*) OVER ())::int AS total FROM hits
    ORDER BY rank DESC, verified DESC, rating DESC, id DESC
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  const rows = rowsOf<{ id: number; total: number }>(result);
  return { ids: rows.map((r) => Number(r.id)), total: rows.length ? Number(rows[0]!.total) : 0 };
}

export async function countMatches(db: Db, tsquery: string) {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM ${sp} WHERE ${sp.searchVector} @@ to_tsquery('simple', ${tsquery}) LIMIT ${SEARCH_CANDIDATES}) AS m`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** Raw results carry rows on both drivers (PGlite Results, node-postgres QueryResult). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
