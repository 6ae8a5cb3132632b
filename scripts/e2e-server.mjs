// Starts the built portal for browser tests on E2E_PORT with a fresh temporary DATA_DIR and no demo data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/dist/server.js');
if (!fs.existsSync(server) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-e2e-'));
const port = process.env.E2E_PORT ?? '3199';
const child = spawn(process.execPath, [server], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    // Development sign-ins never use ADMIN_EMAILS; this test-only list (honoured with NODE_ENV=test) makes the admin.
    TEST_DEV_ADMIN_EMAILS: 'admin@e2e.padosi.in',
    AUTH_RATE_LIMIT: '10000',
    WRITE_RATE_LIMIT: '10000',
    SEARCH_RATE_LIMIT: '100000',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
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
