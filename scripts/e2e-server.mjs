// Starts the built portal for browser tests on E2E_PORT with a fresh temporary DATA_DIR and no demo data, then makes
// the tests' admin (admin@e2e.padosi.in) the way an operator would: signed in, it opens the one-time setup link the
// portal printed. Only then does it print the line Playwright waits for (playwright.config.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const ADMIN_EMAIL = 'admin@e2e.padosi.in';
const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/dist/server.js');
if (!fs.existsSync(server) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-e2e-'));
const port = process.env.E2E_PORT ?? '3199';
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [server], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    LOG_FORMAT: 'json',
    AUTH_RATE_LIMIT: '10000',
    WRITE_RATE_LIMIT: '10000',
    SEARCH_RATE_LIMIT: '100000',
    PUBLIC_URL: base,
    // The operator's defaults for the society settings (no demo identity is built in): the empty result's
    // Call and Email buttons need them.
    HELPLINE_PHONE: '+91 80 4000 1234',
    SUPPORT_EMAIL: 'help@e2e.padosi.in',
    // The footer's credit and social links appear only when the operator set them (the footer journey checks them).
    DESIGNED_BY: 'Designed by the E2E society team',
    SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/e2e-society',
    SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/e2e-society',
    SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@e2e-society',
    SOCIAL_TWITTER_URL: 'https://x.com/e2e_society',
    SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/e2e-society',
    // One local hospital: the SOS panel shows configured groups only (police and fire stations stay hidden).
    EMERGENCY_CONTACTS: JSON.stringify([{ kind: 'hospital', name: 'E2E Test Hospital', phone: '+91 80 4000 1234', address: 'Ring Road' }]),
  },
});
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

async function post(url, body, token) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

// The start-up message (a JSON line, LOG_FORMAT=json) carries the setup link; it is written once the portal answers.
readline.createInterface({ input: child.stdout }).on('line', (line) => {
  console.log(line);
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return;
  }
  if (!entry.setupUrl) return;
  const token = new URL(entry.setupUrl).hash.slice(1);
  post('/api/auth/dev-login', { email: ADMIN_EMAIL, name: 'Admin Tester' })
    .then((auth) => post('/api/setup/claim', { token }, auth.token))
    .then(
      () => console.log(`padosi e2e: ready at ${base}, ${ADMIN_EMAIL} is the admin`),
      (err) => {
        console.error(`padosi e2e: could not make the admin: ${err.message}`);
        stop('SIGTERM');
      },
    );
});
