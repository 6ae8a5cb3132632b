import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

/** A second built server with its own configuration, for journeys the shared e2e server cannot show. */
export async function startExtraServer(port: number, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-e2e-extra-'));
  const child: ChildProcess = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../apps/server/dist/server.js')], {
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'error', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The start-up message is one JSON line (LOG_FORMAT=json); it says the portal answers, and carries the setup link.
  const started = new Promise<{ setupUrl?: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the extra server exited (${code}) before it started`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; setupUrl?: string };
        if (entry.msg?.includes(' is running at ')) resolve(entry);
      } catch {
        /* not a log line */
      }
    });
  });
  const startup = await started;
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
