// npm run bench:web: Lighthouse (mobile profile, simulated slow 4G) on the built portal with demo data, the way a
// budget Android phone on a slow network sees it. The CPU slowdown follows this machine's Lighthouse benchmark index
// (index ÷ 400, never below 1: a budget phone scores about 400 less than the machine, so runs on different machines
// mean the same thing). Six pages, each in English and (when the page answers in it) Hindi, BENCH_WEB_RUNS runs each
// (3); medians printed as a Markdown table with each page's first JavaScript (the modules its HTML names, brotli).
//
// Environment: CHROMIUM_PATH (/usr/bin/chromium), BENCH_WEB_RUNS (3), BENCH_WEB_PORT (a free port),
// BENCH_WEB_ONLY (page name filter), BENCH_WEB_LANGS (en,hi), BENCH_WEB_CPU_SLOWDOWN (a fixed multiplier instead of
// the calibrated one, e.g. 4 to compare with Lighthouse's default), BENCH_WEB_JSON=file (write every run's numbers
// there), BENCH_WEB_STRICT=1 (exit 1 when a page misses a target of issue 28), BENCH_WEB_LHR_DIR=dir (keep each full
// report).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const runs = Number(env.BENCH_WEB_RUNS ?? 3);
const chromePath = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

async function waitFor(url, child, seconds = 300) {
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready`);
}

/** The four pages of issue 11 and the two of issue 28; the provider detail and nothing else needs an id from the demo data. */
async function pages(base) {
  const listing = await (await fetch(`${base}/api/service-providers/listing`)).json();
  const provider = listing.items?.[0];
  if (!provider) throw new Error('no provider in the demo data');
  return [
    { name: 'home', path: '/' },
    { name: 'provider detail', path: `/details/${provider._id ?? provider.id}` },
    { name: 'ads list', path: '/ads' },
    { name: 'rentals list', path: '/rentals' },
    { name: 'kitchens explore', path: '/cloud-kitchen' },
    { name: 'search results', path: '/search/search_term/plumber' },
  ].filter((p) => !env.BENCH_WEB_ONLY || p.name.includes(env.BENCH_WEB_ONLY));
}

/** What a visitor who chose the language sends: the cookie the choice is kept in (LANGUAGE_COOKIE of
 *  packages/shared/src/languages.ts) and Accept-Language. */
const LANGUAGES = {
  en: { 'Accept-Language': 'en-IN,en;q=0.9', Cookie: 'lang=en' },
  hi: { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.5', Cookie: 'lang=hi' },
};

/** The bytes a response body takes on the wire when the browser accepts brotli (node:http does not decompress). */
const compressedSize = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => resolve(res.statusCode === 200 ? bytes : NaN));
      })
      .on('error', reject);
  });

/**
 * fetch, once more when the server closed a kept-alive connection just as it was reused ("other side closed"): after
 * a Lighthouse run of a minute on a loaded machine the server's keep-alive timeout races the next request.
 */
async function fetchAgain(url, options) {
  try {
    return await fetch(url, options);
  } catch (error) {
    if (error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, options);
  }
}

/**
 * The page's HTML as a visitor in that language gets it: its <html lang> and its first JavaScript, the modules the
 * HTML names (module scripts, modulepreloads, boot.js and its data-modules), as the budget test reads them.
 */
async function firstLoad(base, path, headers) {
  const html = await (await fetchAgain(`${base}${path}`, { headers })).text();
  const lang = /<html [^>]*lang="([a-zA-Z-]+)"/.exec(html)?.[1] ?? '';
  const attrs = (tag) => [...html.matchAll(tag)].map((m) => m[1]);
  const scripts = new Set([
    ...attrs(/<script type="module" crossorigin src="([^"]+)"/g),
    ...attrs(/<link rel="modulepreload" crossorigin href="([^"]+)"/g),
    ...attrs(/<script src="(\/boot\.js)" defer/g),
    ...attrs(/<script src="\/boot\.js" defer data-modules="([^"]+)"/g).flatMap((list) => list.split(' ')),
  ]);
  const sizes = await Promise.all([...scripts].map((u) => compressedSize(`${base}${u}`)));
  return { lang, firstJsKB: sizes.reduce((a, b) => a + b, 0) / 1024 };
}

/**
 * This machine's Lighthouse benchmark index, as Lighthouse measures it at the start of a run (the median of three
 * short runs on a tiny page), and the CPU slowdown that makes it a budget phone.
 */
async function calibrate(base, port) {
  const indexes = [];
  for (let i = 0; i < 3; i++) {
    const r = await lighthouse(`${base}/healthz`, { port, output: 'json', logLevel: 'error', onlyAudits: ['viewport'] });
    indexes.push(r.lhr.environment.benchmarkIndex);
  }
  const index = median(indexes);
  const fixed = Number(env.BENCH_WEB_CPU_SLOWDOWN);
  const slowdown = fixed > 0 ? fixed : Math.max(1, Math.round((index / 400) * 10) / 10);
  return { index, indexes, slowdown, fixed: fixed > 0 };
}

function numbers(lhr) {
  const a = lhr.audits;
  const summary = a['resource-summary']?.details?.items ?? [];
  const scripts = summary.find((i) => i.resourceType === 'script');
  const total = summary.find((i) => i.resourceType === 'total');
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    jsKB: (scripts?.transferSize ?? 0) / 1024,
    jsRequests: scripts?.requestCount ?? 0,
    totalKB: (total?.transferSize ?? 0) / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing: Object.values(a)
      .filter(
        (x) =>
          x.score !== null &&
          x.score < 1 &&
          ['accessibility', 'best-practices'].some((c) => lhr.categories[c].auditRefs.some((r) => r.id === x.id && r.weight > 0)),
      )
      .map((x) => x.id),
  };
}

/**
 * One Lighthouse run. A run whose trace Lighthouse could not read (NO_NAVSTART and the like, seen under load) has
 * no metrics, and would count as a score of 0; it is run again, up to twice.
 */
async function audit(url, port, { slowdown, headers }) {
  for (let attempt = 1; ; attempt++) {
    const r = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      throttling: { cpuSlowdownMultiplier: slowdown },
      extraHeaders: headers,
    });
    if (!r.lhr.runtimeError || attempt === 3) return r;
    console.log(`  (Lighthouse could not measure ${url}: ${r.lhr.runtimeError.code}; running it again)`);
  }
}

const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function main() {
  if (!['apps/web/dist/index.html', 'apps/server/dist/server.js'].every((f) => fs.existsSync(path.join(root, f)))) {
    console.log('building the portal…');
    const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  if (!fs.existsSync(chromePath)) {
    console.error(`${chromePath} is not there: install Chromium (Debian: apt-get install chromium) or set CHROMIUM_PATH`);
    process.exit(1);
  }
  const port = Number(env.BENCH_WEB_PORT ?? (await freePort()));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-bench-web-'));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // An error thrown from an event (Chromium failing to start) ends this process without the finally below; the
  // portal must not outlive it.
  process.on('exit', () => server.kill('SIGTERM'));
  let chrome;
  try {
    await waitFor(`${base}/readyz`, server);
    // Demo data loads after the server listens; wait until the home page has providers. Both waits are long: on a
    // machine others load, a first start with its migrations and demo data took more than two minutes.
    for (let i = 0; i < 1200; i++) {
      const r = await fetch(`${base}/api/service-providers/listing`).catch(() => null);
      if (r?.ok && (await r.json()).items?.length) break;
      await new Promise((res) => setTimeout(res, 250));
    }
    const list = await pages(base);
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    const calibration = await calibrate(base, chrome.port);
    const languages = (env.BENCH_WEB_LANGS ?? 'en,hi').split(',').filter((l) => LANGUAGES[l]);
    console.log(
      `benchmark index ${Math.round(calibration.index)} (${calibration.indexes.map(Math.round).join(', ')}): CPU slowdown ${calibration.slowdown}×${calibration.fixed ? ' (BENCH_WEB_CPU_SLOWDOWN)' : ' (index ÷ 400, at least 1)'}`,
    );
    const results = [];
    for (const p of list) {
      for (const language of languages) {
        const headers = LANGUAGES[language];
        const first = await firstLoad(base, p.path, headers);
        if (!first.lang.startsWith(language)) {
          console.log(`  ${p.name} [${language}]: skipped, the page does not answer in this language yet (<html lang="${first.lang}">)`);
          continue;
        }
        const all = [];
        for (let i = 0; i < runs; i++) {
          const r = await audit(`${base}${p.path}`, chrome.port, { slowdown: calibration.slowdown, headers });
          const n = numbers(r.lhr);
          if (env.BENCH_WEB_LHR_DIR)
            fs.writeFileSync(path.join(env.BENCH_WEB_LHR_DIR, `${p.name.replace(/\W+/g, '-')}-${language}-${i + 1}.json`), JSON.stringify(r.lhr));
          all.push(n);
          console.log(
            `  ${p.name} [${language}] run ${i + 1}: perf ${n.performance}, a11y ${n.accessibility}, bp ${n.bestPractices}, LCP ${(n.lcp / 1000).toFixed(2)} s, TBT ${Math.round(n.tbt)} ms, index ${Math.round(n.benchmarkIndex)}${n.failing.length ? `, failing: ${n.failing.join(' ')}` : ''}`,
          );
        }
        results.push({ page: p, language, firstJsKB: first.firstJsKB, runs: all });
      }
    }
    const rows = results.map(({ page, language, firstJsKB, runs: rs }) => {
      const m = (k) => median(rs.map((r) => r[k]));
      return {
        page: page.name,
        language,
        path: page.path,
        performance: m('performance'),
        accessibility: m('accessibility'),
        bestPractices: m('bestPractices'),
        fcp: m('fcp'),
        lcp: m('lcp'),
        tbt: m('tbt'),
        cls: m('cls'),
        firstJsKB,
        jsKB: m('jsKB'),
        jsRequests: m('jsRequests'),
        totalKB: m('totalKB'),
        failing: [...new Set(rs.flatMap((r) => r.failing))],
      };
    });
    const runIndexes = results.flatMap((r) => r.runs.map((n) => n.benchmarkIndex));
    console.log(
      `\nLighthouse ${lighthouseVersion()} mobile, simulated slow 4G, CPU slowdown ${calibration.slowdown}× (benchmark index ${Math.round(calibration.index)}${calibration.fixed ? ', fixed by BENCH_WEB_CPU_SLOWDOWN' : ' ÷ 400'}; ${Math.round(Math.min(...runIndexes))}–${Math.round(Math.max(...runIndexes))} in the runs), median of ${runs} runs (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})\n`,
    );
    console.log(
      '| page | language | performance | accessibility | best practices | FCP | LCP | TBT | CLS | first JS (brotli) | JS transferred (requests) | page weight |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.page} | ${r.language} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.firstJsKB.toFixed(1)} KB | ${r.jsKB.toFixed(1)} KB (${r.jsRequests}) | ${r.totalKB.toFixed(0)} KB |`,
      );
    }
    const failing = rows.filter((r) => r.failing.length);
    for (const r of failing) console.log(`${r.page} [${r.language}]: audits below 1 in accessibility/best practices: ${r.failing.join(', ')}`);
    if (env.BENCH_WEB_JSON) fs.writeFileSync(env.BENCH_WEB_JSON, JSON.stringify(results, null, 2));
    // Issue 28's targets on the simulated budget phone.
    const missed = rows.filter(
      (r) => r.performance < 95 || r.accessibility < 100 || r.bestPractices < 100 || r.tbt > 150 || r.lcp > 2000 || r.cls >= 0.05 || !(r.firstJsKB <= 100),
    );
    if (missed.length) console.log(`\nMissed a target of issue 28: ${missed.map((r) => `${r.page} [${r.language}]`).join(', ')}`);
    if (missed.length && env.BENCH_WEB_STRICT === '1') process.exitCode = 1;
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function lighthouseVersion() {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  } catch {
    return '';
  }
}

await main();
