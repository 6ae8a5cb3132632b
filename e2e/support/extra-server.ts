import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

/**
 * How long a second server may take to print its start-up line: a first start runs initdb, 6–20 s on a quiet 2-core
 * machine and over 60 s when the machine is shared (seen on a run beside other sessions). Hooks that start one add
 * their own work to it.
 */
export const EXTRA_SERVER_START_MS = 120_000;

/** A second built server with its own configuration, for journeys the shared e2e server cannot show. */
export async function startExtraServer(port: number, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-e2e-extra-'));
  const child: ChildProcess = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../apps/server/dist/server.js')], {
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'error', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The start-up message is one JSON line (LOG_FORMAT=json): it comes once the portal answers, with the setup link.
  // A server that never gets there fails the test here, not later with a confusing refusal; it gets as long as the
  // main server does (playwright.config.ts): EXTRA_SERVER_START_MS above.
  let timer: NodeJS.Timeout | undefined;
  const started = new Promise<{ setupUrl?: string }>((resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the extra server on port ${port} printed no start-up message in ${EXTRA_SERVER_START_MS / 1000} s`)),
      EXTRA_SERVER_START_MS,
    );
    child.once('exit', (code) => reject(new Error(`the extra server on port ${port} exited (${code}) before it started`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; setupUrl?: string };
        if (entry.msg?.includes(' is running at ')) resolve(entry);
      } catch {
        /* not a log line */
      }
    });
  });
  let startup: { setupUrl?: string };
  try {
    startup = await started;
  } catch (error) {
    // SIGTERM lets the portal stop its embedded PostgreSQL, which would outlive a killed process.
    child.kill('SIGTERM');
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    /** The one-time link that makes the first admin, as the start-up message printed it. */
    setupUrl: startup.setupUrl ?? null,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
