// Prints the JavaScript the home page needs before it can render: the entry with its static imports plus the
// home route's lazy chunk with its static imports, gzipped; fails the build when it passes the budget.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 100;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const home = Object.keys(manifest).find((k) => k.endsWith('features/directory/pages/home-page.tsx'));
const gzipped = (key) => zlib.gzipSync(fs.readFileSync(path.join(dist, manifest[key].file)), { level: 9 }).length;

// The page's code, and in each language the shell's catalogue, which holds the first screen's texts (the directory's
// comes with the sections below it; apps/web/lingui.config.ts, docs/decisions/2300-languages.md).
let over = false;
for (const language of ['en', 'hi']) {
  const catalogs = [`src/locales/${language}.po`].filter((k) => manifest[k]);
  const keys = new Set([...staticClosure(entry), ...(home ? staticClosure(home) : []), ...catalogs]);
  let total = 0;
  const rows = [];
  for (const key of keys) {
    const gz = gzipped(key);
    total += gz;
    rows.push([manifest[key].file, gz]);
  }
  if (language === 'en')
    for (const [file, gz] of rows.sort((a, b) => b[1] - a[1])) console.log(`  ${file.padEnd(50)} ${(gz / 1024).toFixed(1).padStart(7)} KB`);
  const kb = total / 1024;
  console.log(`Initial JavaScript of the home page in ${language}: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
  if (kb > BUDGET_KB) {
    console.error(`Over budget by ${(kb - BUDGET_KB).toFixed(1)} KB: lazy-load what the first screen does not need.`);
    over = true;
  }
}
if (over) process.exit(1);
