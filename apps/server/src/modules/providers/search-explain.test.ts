import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './search.repo';
import { systemContext } from '../../platform/services/context';
import { searchProviders, suggest } from './search.service';
import { searchCache, suggestionsCache } from './caches';
import { indexScanDb, type Db } from '../../platform/engine/db';
import { buildTestApp, type TestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';

/**
 * Proves on 12,000 providers that suggestions, search, category pages and details read service_providers through
 * indexes: every query the code sends is recorded from drizzle and run again under EXPLAIN, in the same settings.
 */
const PROVIDERS = 12_000;
const TRADES = ['Plumber', 'Electrician', 'Carpenter', 'Painter', 'Tutor', 'Dentist', 'Baker', 'Tailor', 'Mechanic', 'Florist', 'Caterer', 'Photographer'];
const SURNAMES = [
  'Sharma',
  'Verma',
  'Gupta',
  'Iyer',
  'Reddy',
  'Khan',
  'Nair',
  'Rao',
  'Patel',
  'Singh',
  'Das',
  'Joshi',
  'Menon',
  'Kapoor',
  'Bose',
  'Pillai',
  'Shah',
  'Mehta',
  'Chopra',
  'Yadav',
];
const SUFFIXES = ['Services', 'Works', 'Enterprises', 'Solutions', 'Traders', 'Clinic', 'Studio', 'Centre', 'Agency', 'and Sons'];

interface Recorded {
  query: string;
  params: unknown[];
}
type Logged = { logQuery: (query: string, params: unknown[]) => void };
const textArray = (items: string[]) => sql.raw(`ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const owner = await makeUser(t);
  await t.db.execute(sql`INSERT INTO categories (name, priority) SELECT 'Main ' || g, g FROM generate_series(1, 6) g`);
  await t.db.execute(sql`
    INSERT INTO categories (name, parent_id, priority)
    SELECT (${textArray(TRADES)})[1 + ((m.priority - 1) * 2 + s - 1)], m.id, s FROM categories m, generate_series(1, 2) s WHERE m.parent_id IS NULL`);
  await t.db.execute(sql`
    WITH subs AS (SELECT c.id, c.parent_id, c.name, p.name AS main, (row_number() OVER (ORDER BY c.id)) - 1 AS n
                  FROM categories c JOIN categories p ON p.id = c.parent_id)
    INSERT INTO service_providers (user_id, name, parent_id, category_id, phone_number, rating, admin_verified, search_text)
    SELECT ${owner.id}, (${textArray(SURNAMES)})[1 + g % 20] || ' ' || (${textArray(SUFFIXES)})[1 + (g / 20) % 10] || ' ' || g,
           subs.parent_id, subs.id, '9876543210', ((g * 37) % 50) / 10.0, g % 17 = 0, lower(subs.name || ' ' || subs.main)
    FROM generate_series(1, ${PROVIDERS}) g JOIN subs ON subs.n = g % ${TRADES.length}`);
  await t.db.execute(sql`
    INSERT INTO users (google_sub, email, name) SELECT 'bulk:' || g, 'bulk' || g || '@test.padosi.in', (${textArray(SURNAMES)})[1 + g % 20] || ' Resident ' || g
    FROM generate_series(1, 3000) g`);
  await t.db.execute(sql`
    INSERT INTO search_words (word) SELECT DISTINCT w FROM service_providers, unnest(tsvector_to_array(search_vector)) w
    WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$' ON CONFLICT DO NOTHING`);
  await t.db.execute(sql`ANALYZE`);
}, 120_000);
afterAll(() => t.close());

/** Records every query drizzle sends (also inside transactions, and on the index-scan connections) while fn runs. */
async function recordQueries(fn: () => Promise<unknown>, { all = false } = {}): Promise<Recorded[]> {
  const sessions = [t.db, indexScanDb(t.db)]
    .filter((d) => d !== undefined)
    .map((d) => (d as unknown as { session: { logger: Logged; options: { logger?: Logged } } }).session);
  const saved = sessions.map((session) => ({ logger: session.logger, options: session.options.logger }));
  const recorded: Recorded[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void recorded.push({ query, params }) };
  for (const session of sessions) {
    session.logger = logger;
    session.options.logger = logger;
  }
  try {
    await fn();
  } finally {
    sessions.forEach((session, i) => {
      session.logger = saved[i]!.logger;
      session.options.logger = saved[i]!.options;
    });
  }
  return recorded.filter((r) => /^[\s(]*(select|with)\b/i.test(r.query) && (all || r.query.includes('service_providers')));
}

/** The plan of a recorded query, optionally with sequential scans priced out as the search code runs them. */
async function planOf({ query, params }: Recorded, indexScansOnly: boolean) {
  return t.db.transaction(async (tx: Db) => {
    if (indexScansOnly) await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const client = (tx as unknown as { session: { client: { query: (q: string, p: unknown[]) => Promise<{ rows: Array<Record<string, string>> }> } } }).session
      .client;
    const result = await client.query(`EXPLAIN ${query}`, params);
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

async function expectIndexedPlans(recorded: Recorded[], indexScansOnly: boolean, expectedIndex: RegExp) {
  expect(recorded.length).toBeGreaterThan(0);
  const plans = await Promise.all(recorded.map((r) => planOf(r, indexScansOnly)));
  if (process.env.SHOW_PLANS) console.log(plans.join('\n---\n'));
  for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on service_providers/);
  expect(plans.join('\n')).toMatch(expectedIndex);
}

describe(`EXPLAIN on ${PROVIDERS} providers`, () => {
  it('has the rows', async () => {
    const result = await t.db.execute(sql`SELECT count(*)::int AS n FROM service_providers`);
    expect(rowsOf<{ n: number }>(result)[0]!.n).toBe(PROVIDERS);
  });

  it('runs search reads on connections that start with sequential scans priced out (one round trip a query)', async () => {
    const scans = indexScanDb(t.db)!;
    expect(rowsOf<{ enable_seqscan: string }>(await scans.execute(sql`SHOW enable_seqscan`))[0]!.enable_seqscan).toBe('off');
    expect(rowsOf<{ enable_seqscan: string }>(await t.db.execute(sql`SHOW enable_seqscan`))[0]!.enable_seqscan).toBe('on');
  });

  for (const term of ['sha', 'services', 'zzqx', 'sh', 's']) {
    it(`suggestions for "${term}" use the name indexes`, async () => {
      suggestionsCache.clear(t.db);
      let found = 0;
      const recorded = await recordQueries(async () => {
        found = (await suggest(systemContext(t.app.root), term)).service_providers.length;
      });
      if (term !== 'zzqx') expect(found).toBe(10);
      await expectIndexedPlans(recorded, true, term.length >= 3 ? /service_providers_name_trgm_idx/ : /service_providers_name_prefix_idx/);
    });
  }

  it('suggestions for a term that matches nothing look up its spelling corrections in the same statement', async () => {
    await suggest(systemContext(t.app.root), 'sha'); // the category index is read once, then held
    suggestionsCache.clear(t.db);
    const recorded = await recordQueries(() => suggest(systemContext(t.app.root), 'zzqxw'), { all: true });
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.query).toContain('search_words');
    await expectIndexedPlans(recorded, true, /service_providers_name_trgm_idx/);
  });

  for (const term of ['plumber', 'plumbr', 'electrision', 'sharma plumber', 'services', 'sharma services 120']) {
    it(`search for "${term}" uses the full-text index and finds providers`, async () => {
      let total = 0;
      searchCache.clear(t.db);
      const recorded = await recordQueries(async () => {
        total = (await searchProviders(systemContext(t.app.root), term, 1, 20)).total;
      });
      expect(total).toBeGreaterThan(0);
      await expectIndexedPlans(recorded, true, /service_providers_search_idx/);
    });
  }

  it('category pages (main and sub) and details use their indexes with the planner left alone', async () => {
    const [main, sub] = await Promise.all([
      t.db.execute(sql`SELECT id FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1`),
      t.db.execute(sql`SELECT id FROM categories WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1`),
    ]);
    const idOf = (r: unknown) => rowsOf<{ id: number }>(r)[0]!.id;
    const recorded = await recordQueries(async () => {
      for (const url of [
        `/api/service-providers/listing/${idOf(main)}?page=3`,
        `/api/service-providers/listing/${idOf(sub)}`,
        '/api/service-providers/details/5000',
        '/api/service-providers/listing',
      ]) {
        expect((await t.app.inject(url)).statusCode).toBe(200);
      }
    });
    await expectIndexedPlans(recorded, false, /service_providers_(parent|category)_rank_idx/);
  });
});
