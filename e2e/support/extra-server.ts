import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/** A second built server with its own configuration, for journeys the shared e2e server cannot show. */
export async function startExtraServer(port: number, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-e2e-extra-'));
  const child: ChildProcess = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../apps/server/dist/server.js')], {
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'error', ...env },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  const ready = () =>
    fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
  // A server that never gets ready fails the test here, not later with a confusing refusal; it gets as long as the
  // main server does (playwright.config.ts): a first start runs initdb, 6–20 s on a busy 2-core machine and more.
  try {
    await expect.poll(ready, { message: `the extra server on port ${port} answers /readyz`, timeout: 60_000, intervals: [200] }).toBe(true);
  } catch (error) {
    // SIGTERM lets the portal stop its embedded PostgreSQL, which would outlive a killed process.
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
