// npm run bench: the built server on a fresh database seeded by every scenario in scenarios/*.mjs, measured with
// autocannon beside two yardsticks in the same run: a bare Fastify route, and a bare Fastify route reading one row by
// primary key from the same PostgreSQL (pool of 10, 100,000 rows). See docs/performance.md for how to read the figures.
//
// Scenario shape: export default { name, seed(sql, settings) → seeded, requests: [{ title | name, paths | path, targetP99Ms?, targetOfBare?, targetOfBarePg?, targetP99OfBarePg? }] or (seeded) => […] },
// where sql(text) runs SQL (also sql.exec(text), sql.query(text, params) → rows).
// Environment: BENCH_PROVIDERS (100000), BENCH_LISTINGS (ads and rentals each; BENCH_PROVIDERS), BENCH_CONNECTIONS (50),
// BENCH_SECONDS (10), BENCH_WARMUP (2), BENCH_PORT / BENCH_BARE_PORT (free ports), BENCH_ONLY (scenario or request
// title filter), BENCH_DATABASE_URL (an external PostgreSQL instead of the embedded one), BENCH_WORKERS (1: the
// server's WORKERS for the main table), BENCH_COMPARE_WORKERS (1,2: a second table of two rows per worker count),
// BENCH_KEEP=1 (keep the data dir), BENCH_STRICT=1 (exit 1 on a missed target).
import { fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openBenchDatabase } from './database.mjs';
import { formatRss, rssNow, rssPeaks } from './memory.mjs';
import { measure } from './run.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const env = process.env;
const settings = {
  providers: Number(env.BENCH_PROVIDERS ?? 100_000),
  listings: Number(env.BENCH_LISTINGS ?? env.BENCH_PROVIDERS ?? 100_000),
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(env.BENCH_WARMUP ?? 2),
  only: env.BENCH_ONLY ?? '',
  workers: Number(env.BENCH_WORKERS ?? 1),
};

const log = (...args) => console.log(...args);
const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** Builds the server when dist is missing or older than any source it bundles. */
function ensureBuilt() {
  const dist = path.join(root, 'apps/server/dist/server.js');
  const newest = (dir) =>
    fs.existsSync(dir) ? Math.max(0, ...fs.readdirSync(dir, { recursive: true }).map((f) => fs.statSync(path.join(dir, String(f))).mtimeMs)) : 0;
  const sourcesChanged = Math.max(newest(path.join(root, 'apps/server/src')), newest(path.join(root, 'packages/shared/src')));
  if (fs.existsSync(dist) && fs.statSync(dist).mtimeMs >= sourcesChanged) return;
  log('building the server…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('server build failed');
}

async function waitFor(url, child, seconds = 90) {
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready`);
}

async function loadScenarios() {
  const dir = path.join(here, 'scenarios');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mjs'))
    .sort();
  return Promise.all(files.map(async (f) => (await import(pathToFileURL(path.join(dir, f)).href)).default));
}

/** The primary-key yardstick's table: rows shaped like a provider's details, read by id. */
const BARE_ROWS = 100_000;
const seedBare = (sql) =>
  sql.exec(`
    CREATE TABLE bench_bare (id bigint PRIMARY KEY, name text NOT NULL, details text NOT NULL, rating numeric NOT NULL, created_at timestamptz NOT NULL);
    INSERT INTO bench_bare SELECT g, 'Sharma Plumber Services ' || g, 'Plumber · ' || (1 + g % 25) || ' years of experience · Koramangala',
                                  (g % 51) / 10.0, now() - (g % 700) * interval '1 day'
    FROM generate_series(1::bigint, ${BARE_ROWS}) g;`);
const barePaths = Array.from({ length: BARE_ROWS }, (_, i) => `/pg/${1 + ((i * 7919) % BARE_ROWS)}`);

/** Waits for a child to exit (SIGKILL after a minute), so nothing of it still writes in the data dir we remove. */
const stopChild = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => {
        const hard = setTimeout(() => child.kill('SIGKILL'), 60_000);
        child.once('exit', () => {
          clearTimeout(hard);
          resolve();
        });
        child.kill('SIGTERM');
      });

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

async function main() {
  const started = Date.now();
  ensureBuilt();
  const scenarios = await loadScenarios();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-bench-'));
  const children = [];
  let database;
  try {
    log(
      `seeding ${dataDir} (${env.BENCH_DATABASE_URL ? 'external PostgreSQL' : 'embedded PostgreSQL'}) with ${settings.providers} providers, ${settings.listings} ads and as many rentals…`,
    );
    const seedStart = Date.now();
    database = await openBenchDatabase({ root, dataDir, postgresUrl: env.BENCH_DATABASE_URL });
    const seeded = {};
    // Scenarios get `sql(text)` (a callable) that also offers exec(text) and query(text, params).
    const sql = Object.assign((text) => database.exec(text), { exec: database.exec, query: database.query });
    for (const s of scenarios) seeded[s.name] = (await s.seed?.(sql, settings)) ?? {};
    await seedBare(sql);
    await database.exec('VACUUM ANALYZE');
    if (database.kind === 'embedded') await database.close();
    log(`seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    const [port, barePort] = [Number(env.BENCH_PORT) || (await freePort()), Number(env.BENCH_BARE_PORT) || (await freePort())];
    const startServer = async (workers) => {
      const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...env,
          ...database.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DEMO_DATA: 'false',
          LOG_LEVEL: 'warn',
          WORKERS: String(workers),
          // The load comes from one address; the limits would otherwise answer most requests with 429.
          SEARCH_RATE_LIMIT: '100000000',
          WRITE_RATE_LIMIT: '100000000',
        },
      });
      children.push(server);
      await waitFor(`http://127.0.0.1:${port}/readyz`, server);
      return server;
    };
    const server = await startServer(settings.workers);
    const bare = fork(path.join(here, 'bare-server.mjs'), [], {
      env: { ...env, PORT: String(barePort), BARE_DATABASE_URL: database.url() },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    children.push(bare);
    await waitFor(`http://127.0.0.1:${barePort}/bare`, bare);

    const common = { connections: settings.connections, seconds: settings.seconds, warmupSeconds: settings.warmupSeconds };
    log(
      `\n${settings.connections} connections, ${settings.seconds} s per row (after ${settings.warmupSeconds} s warm-up), WORKERS=${settings.workers}, ${os.cpus().length} CPUs, node ${process.version}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
    );
    const rows = [];
    const bareResult = await measure({ ...common, baseUrl: `http://127.0.0.1:${barePort}`, paths: '/bare' });
    rows.push({ title: 'bare Fastify route', ...bareResult });
    const barePg = await measure({ ...common, baseUrl: `http://127.0.0.1:${barePort}`, paths: barePaths });
    rows.push({ title: `bare Fastify + PostgreSQL primary key (pool 10, ${BARE_ROWS.toLocaleString('en')} rows)`, ...barePg });
    const idle = rssNow(server.pid);
    const underLoad = rssPeaks(server.pid);
    for (const s of scenarios) {
      const requests = typeof s.requests === 'function' ? s.requests(seeded[s.name]) : s.requests;
      for (const req of requests) {
        const title = `${s.name}: ${req.title ?? req.name}`;
        if (settings.only && !title.includes(settings.only)) continue;
        rows.push({ title, targets: req, ...(await measure({ ...common, baseUrl: `http://127.0.0.1:${port}`, paths: req.paths ?? req.path })) });
      }
    }

    const peaks = underLoad.stop();
    // The bare route once more: on a machine others are loading, how far it moved during the run says how far to trust the ratios.
    const bareAgain = await measure({ ...common, baseUrl: `http://127.0.0.1:${barePort}`, paths: '/bare' });

    // A request's targets (issue 28's): its p99, its throughput as a ratio of either yardstick, its p99 against the PostgreSQL one.
    const checks = (r) =>
      [
        r.targets?.targetP99Ms && [`p99 ≤ ${r.targets.targetP99Ms} ms`, r.p99 <= r.targets.targetP99Ms],
        r.targets?.targetOfBare && [`≥ ${r.targets.targetOfBare}× bare`, r.reqPerSec / bareResult.reqPerSec >= r.targets.targetOfBare],
        r.targets?.targetOfBarePg && [`≥ ${r.targets.targetOfBarePg}× bare+PG`, r.reqPerSec / barePg.reqPerSec >= r.targets.targetOfBarePg],
        r.targets?.targetP99OfBarePg && [`p99 ≤ ${r.targets.targetP99OfBarePg}× bare+PG`, r.p99 / barePg.p99 <= r.targets.targetP99OfBarePg],
      ].filter(Boolean);

    // Ratios of throughput (× the yardstick's req/s) and of the tail (× its p99), both yardsticks measured above.
    const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', '× bare', '× bare+PG', 'p99 × bare+PG', 'non-2xx', 'target'];
    const table = rows.map((r) => [
      r.title,
      fmt(r.reqPerSec),
      fmt(r.p50, 1),
      fmt(r.p99, 1),
      fmt(r.reqPerSec / bareResult.reqPerSec, 2),
      fmt(r.reqPerSec / barePg.reqPerSec, 2),
      fmt(r.p99 / barePg.p99, 2),
      String(r.non2xx + r.errors),
      checks(r)
        .map(([target, met]) => `${target}: ${met ? 'met' : 'MISSED'}`)
        .join(', '),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
    const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
    log(line(header));
    for (const row of table) log(line(row));
    log(
      `\nthe bare route again at the end: ${fmt(bareAgain.reqPerSec)} req/s, p99 ${fmt(bareAgain.p99, 1)} ms (${fmt(bareAgain.reqPerSec / bareResult.reqPerSec, 2)} × the start); load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    log(`RSS of the server (WORKERS=${settings.workers}): idle after start ${formatRss(idle)}; highest under load ${formatRss(peaks)}`);
    const missed = rows.filter((r) => checks(r).some(([, met]) => !met));
    const failed = rows.filter((r) => r.non2xx + r.errors > 0);
    if (failed.length) log(`\nnon-2xx answers or errors in: ${failed.map((r) => r.title).join(', ')}`);
    if (missed.length && env.BENCH_STRICT) process.exitCode = 1;

    // WORKERS=1 against WORKERS=2 (or BENCH_COMPARE_WORKERS) on the rows that show the process ceiling.
    const compare = (env.BENCH_COMPARE_WORKERS ?? '1,2').split(',').filter(Boolean).map(Number);
    if (compare.length > 1 && !settings.only) {
      await stopChild(server);
      const picked = [];
      for (const s of scenarios) {
        const requests = typeof s.requests === 'function' ? s.requests(seeded[s.name]) : s.requests;
        for (const req of requests)
          if (/every id new|ads: page 1, latest/.test(req.title ?? req.name))
            picked.push({ title: `${s.name}: ${req.title ?? req.name}`, paths: req.paths ?? req.path });
      }
      const results = [];
      const memory = [];
      for (const workers of compare) {
        const running = await startServer(workers);
        const idleNow = rssNow(running.pid);
        const sampler = rssPeaks(running.pid);
        for (const req of picked)
          results.push({ workers, title: req.title, ...(await measure({ ...common, baseUrl: `http://127.0.0.1:${port}`, paths: req.paths })) });
        memory.push({ workers, idle: idleNow, peak: sampler.stop() });
        await stopChild(running);
      }
      log(
        `\nWORKERS compared (same run, same data, load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}):`,
      );
      for (const r of results) log(`  WORKERS=${r.workers}  ${r.title.padEnd(48)} ${fmt(r.reqPerSec).padStart(7)} req/s  p99 ${fmt(r.p99, 1)} ms`);
      for (const m of memory) log(`  WORKERS=${m.workers}  RSS idle: ${formatRss(m.idle)}; highest under load: ${formatRss(m.peak)}`);
    }
    log(`\nthe whole run took ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  } finally {
    // Every process must be gone before its data dir is removed: a portal still stopping would read files in it.
    await Promise.all(children.map(stopChild));
    await database?.close();
    if (database && database.kind === 'postgres') {
      await database.drop();
    }
    if (!env.BENCH_KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
