import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { build } from 'esbuild';
import { afterAll } from 'vitest';
import { freePort } from '../../src/platform/engine/embedded-postgres';
import { runningEmbeddedUrl } from '../../src/platform/engine/engine';
import { readPostmasterPid } from '../../src/platform/engine/postgres-processes';
import { waitFor } from '../wait-for';

/**
 * The real portal as a process, for crash, restart and backup tests: bundled once per test file the way
 * `npm run build` bundles it (esbuild, dependencies external), so a restart costs what it costs in production.
 */
const serverRoot = path.resolve(import.meta.dirname, '../..');
const outdir = path.join(serverRoot, `.test-dist-${process.pid}`);
const pkg = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@padosi/'));
await build({
  entryPoints: [path.join(serverRoot, 'src/server.ts'), path.join(serverRoot, 'src/cli.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
/** The bundled server.js and cli.js, for a test that runs them from a copy of the install elsewhere. */
export const bundleDir = outdir;
const children: ChildProcess[] = [];
const dataDirs: string[] = [outdir];

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  // A killed portal leaves its PostgreSQL running: stop what the tests left behind, and let it go before its files.
  const left: number[] = [];
  for (const dir of dataDirs) {
    try {
      const pid = postgresPid(dir);
      // A test may have left it stopped (SIGSTOP): it must run to act on SIGQUIT.
      process.kill(pid, 'SIGCONT');
      process.kill(pid, 'SIGQUIT');
      left.push(pid);
    } catch {
      /* not running */
    }
  }
  await waitFor('the PostgreSQL servers the tests left to stop', () => !left.some(isAlive));
  for (const dir of dataDirs) {
    // A cluster kept outside DATA_DIR (root, DATA_DIR closed to the postgres user) goes with its folder.
    const link = path.join(dir, 'postgres');
    if (fs.lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) {
      const home = path.dirname(fs.readlinkSync(link));
      fs.rmSync(home, { recursive: true, force: true });
      // ENGINE_HOME itself goes when nothing else is in it (a portal makes it again when it needs it).
      if (fs.readdirSync(path.dirname(home)).length === 0) fs.rmdirSync(path.dirname(home));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

export { freePort };

/** A fresh folder (0700), removed after the file's tests with anything a portal left running on it. */
export function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-proc-'));
  dataDirs.push(dir);
  return dir;
}

/** A DATA_DIR not yet made, for a test that checks what a start or a command creates. */
export function laterDataDir(dir: string) {
  dataDirs.push(dir);
  return dir;
}

export interface Run {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

/** `from` runs the bundle at another place (a copy of the install): its server.js, or cli.js when args are given. */
export function start(env: Record<string, string>, args: string[] = [], from = outdir): Run {
  const entry = path.join(from, args.length ? 'cli.js' : 'server.js');
  const child = spawn(process.execPath, [entry, ...args], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DEMO_DATA: 'false',
      DATABASE_URL: '',
      WRITE_RATE_LIMIT: '1000000',
      AUTH_RATE_LIMIT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** `env.PORT` restarts an instance on the port it had (a load balancer's address for it). */
export async function startPortal(dataDir: string, env: Record<string, string> = {}, from = outdir) {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const run = start({ DATA_DIR: dataDir, PORT: String(port), ...env }, [], from);
  await waitReady(port, run);
  // Ready once every worker listens and the start-up line is out.
  await waitFor('the start-up line', () => run.output().includes(' is running at '), { timeoutMs: 15_000 });
  return { ...run, port, base: `http://127.0.0.1:${port}` };
}

/** Makes the signed-in holder of `token` the portal's first admin with the setup link of its start-up message. */
export async function claimSetupLink(portal: Run & { base: string }, token: string) {
  const url = /"setupUrl":"([^"]+)"/.exec(portal.output())?.[1];
  if (!url) throw new Error(`no setup link in the start-up message: ${portal.output()}`);
  const res = await fetch(`${portal.base}/api/setup/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ token: new URL(url).hash.slice(1) }),
  });
  if (res.status !== 200) throw new Error(`the setup link answered ${res.status}: ${await res.text()}`);
}

export async function waitReady(port: number, run?: Run, timeoutMs = 40_000) {
  const ready = async () => {
    if (run && run.child.exitCode !== null) throw new Error(`the portal exited: ${run.output()}`);
    return fetch(`http://127.0.0.1:${port}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
  };
  await waitFor(() => `/readyz on port ${port}: ${run?.output() ?? ''}`, ready, { timeoutMs, everyMs: 100 });
}

// A client timeout, as every real client and load balancer has: node:cluster can lose a connection that its primary
// was handing to a worker at the instant the worker was killed, and that request is never answered (decision 1400).
export const postFeedback = (base: string, message: string) =>
  fetch(`${base}/api/feedback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Writer', email: 'w@example.com', message, rating: 4 }),
    signal: AbortSignal.timeout(5_000),
  });

/** An admin verifies a provider: the write whose spread to every instance's and worker's cache the tests watch. */
export const verifyProvider = (base: string, token: string | undefined, id: number) =>
  fetch(`${base}/api/service-providers/verify/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ admin_verified: true }),
  });

/**
 * `writers` loops posting feedback until stopped; every message answered 201 is acknowledged and must survive.
 * Errors while the server is down are expected and not counted.
 */
export function writeLoad(base: () => string, writers = 8) {
  const acknowledged: string[] = [];
  // When each acknowledged write was sent: a write sent after a crash and acknowledged proves recovery, where one
  // sent before it may still be answered from the old connection.
  const sentAt: number[] = [];
  let running = true;
  let seq = 0;
  const loops = Array.from({ length: writers }, async (_, w) => {
    while (running) {
      const message = `load ${w}-${seq++}`;
      const sent = Date.now();
      try {
        const res = await postFeedback(base(), message);
        if (res.status === 201) {
          acknowledged.push(message);
          sentAt.push(sent);
        } else await new Promise((r) => setTimeout(r, 20));
      } catch {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  });
  return {
    acknowledged,
    /** How many writes sent after `time` were acknowledged. */
    acknowledgedSince: (time: number) => sentAt.filter((t) => t > time).length,
    /** Resolves once `n` writes are acknowledged (the first requests warm the server up). */
    reached: (n: number, timeoutMs = 30_000) => waitFor(`${n} acknowledged writes`, () => acknowledged.length >= n, { timeoutMs }),
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** A direct connection to the database of the portal running on DATA_DIR. */
export async function portalDb(dataDir: string, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const url = runningEmbeddedUrl(dataDir);
    const client = url ? new pg.Client({ connectionString: url }) : undefined;
    try {
      if (!client) throw new Error('no running embedded PostgreSQL');
      await client.connect();
      return client;
    } catch (error) {
      // Right after a crash PostgreSQL replays its WAL and answers "not yet accepting connections".
      await client?.end().catch(() => {});
      if (Date.now() > end) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export async function storedMessages(dataDir: string): Promise<Set<string>> {
  const client = await portalDb(dataDir);
  try {
    const { rows } = await client.query<{ message: string }>('SELECT message FROM feedback');
    return new Set(rows.map((r) => r.message));
  } finally {
    await client.end();
  }
}

export function postgresPid(dataDir: string) {
  const found = readPostmasterPid(dataDir);
  if (!found) throw new Error(`no postmaster.pid in ${dataDir}`);
  return found.pid;
}

export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
