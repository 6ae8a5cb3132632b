import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../wait-for';
import { isAlive, postgresPid, start, startPortal, storedMessages, tempDataDir, waitReady, writeLoad } from './portal-process';

// The real server process on the embedded PostgreSQL: configuration errors, the second-start refusal, crash
// recovery under concurrent writes (no acknowledged write lost) and a clean SIGTERM.
describe('the portal process on the embedded PostgreSQL', () => {
  it('stops with one line naming a bad variable', async () => {
    const run = start({ PORT: 'eighty', DATA_DIR: tempDataDir() });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toMatch(/^Invalid configuration: PORT is invalid: /);
    expect(run.output().trim().split('\n')).toHaveLength(1);
  });

  it('keeps its cluster private, refuses a second portal on the same DATA_DIR, and stops PostgreSQL on SIGTERM', async () => {
    const dataDir = tempDataDir();
    const first = await startPortal(dataDir);
    expect(first.output()).toContain(`embedded PostgreSQL in ${path.join(dataDir, 'postgres')}`);
    expect(fs.statSync(path.join(dataDir, 'postgres-password')).mode & 0o077).toBe(0);
    expect(fs.statSync(path.join(dataDir, 'postgres')).mode & 0o777).toBe(0o700);
    expect(fs.statSync(dataDir).mode & 0o066).toBe(0);

    const second = start({ DATA_DIR: dataDir, PORT: '0' });
    expect(await second.exited).toBe(1);
    const lines = second.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(`DATA_DIR ${dataDir} is in use by another Padosi process (pid ${first.child.pid}); stop it or choose another DATA_DIR.`);

    const pg = postgresPid(dataDir);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(isAlive(pg)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 90_000);

  it('grants and revokes admin from the command line, taking effect on the next request of an open session', async () => {
    const dataDir = tempDataDir();
    const portal = await startPortal(dataDir);
    const res = await fetch(`${portal.base}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'helper@example.com', name: 'Helper' }),
    });
    const { token, user } = (await res.json()) as { token: string; user: { isadmin: boolean } };
    expect(user.isadmin).toBe(false);
    const session = { authorization: `Bearer ${token}` };
    const adminCall = () => fetch(`${portal.base}/api/feedback`, { headers: session });
    const me = async () => ((await (await fetch(`${portal.base}/api/auth/me`, { headers: session })).json()) as { user: { isadmin: boolean } }).user;
    expect((await adminCall()).status).toBe(403);

    const grant = start({ DATA_DIR: dataDir }, ['admin', 'grant', 'HELPER@example.com']);
    expect(await grant.exited, grant.output()).toBe(0);
    expect(grant.output().trim()).toBe('HELPER@example.com is now an admin, from their next request (no new sign-in needed).');
    // The same session, not signed in again.
    expect((await adminCall()).status).toBe(200);
    expect((await me()).isadmin).toBe(true);

    const unknown = start({ DATA_DIR: dataDir }, ['admin', 'grant', 'nobody@example.com']);
    expect(await unknown.exited).toBe(1);
    expect(unknown.output().trim()).toBe('No user with e-mail nobody@example.com has signed in yet. Ask them to sign in once, or add it to ADMIN_EMAILS.');

    const revoke = start({ DATA_DIR: dataDir }, ['admin', 'revoke', 'helper@example.com']);
    expect(await revoke.exited, revoke.output()).toBe(0);
    expect(revoke.output()).toContain('is no longer an admin');
    // Still signed in, as a resident.
    expect((await adminCall()).status).toBe(403);
    expect((await me()).isadmin).toBe(false);
    portal.child.kill('SIGTERM');
    expect(await portal.exited).toBe(0);

    // With the portal stopped the command starts the cluster for itself.
    const stopped = start({ DATA_DIR: dataDir }, ['admin', 'grant', 'helper@example.com']);
    expect(await stopped.exited, stopped.output()).toBe(0);
    const again = await startPortal(dataDir);
    expect((await fetch(`${again.base}/api/feedback`, { headers: session })).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  const kills = {
    'Node alone': (node: number, _pg: number) => process.kill(node, 'SIGKILL'),
    'PostgreSQL alone': (_node: number, pg: number) => process.kill(pg, 'SIGKILL'),
    'both at once': (node: number, pg: number) => {
      process.kill(node, 'SIGKILL');
      process.kill(pg, 'SIGKILL');
    },
  };

  for (const [kind, kill] of Object.entries(kills)) {
    it(`comes back within 10 s after SIGKILL of ${kind}, under 8 writers, with no acknowledged write lost`, async () => {
      const dataDir = tempDataDir();
      let portal = await startPortal(dataDir);
      let base = portal.base;
      const load = writeLoad(() => base, 8);
      await load.reached(50);
      const before = load.acknowledged.length;

      const killedAt = Date.now();
      kill(portal.child.pid!, postgresPid(dataDir));
      if (kind !== 'PostgreSQL alone') {
        await portal.exited;
        portal = await startPortal(dataDir);
        base = portal.base;
      } else {
        await waitReady(portal.port, portal);
      }
      // Back means: a write sent after the kill is acknowledged.
      const recovered = await waitFor('a write sent after the kill', () => load.acknowledgedSince(killedAt) > 0, {
        timeoutMs: killedAt + 10_000 - Date.now(),
      }).then(
        () => true,
        () => false,
      );
      const recoveredMs = Date.now() - killedAt;
      expect(recovered, `writes acknowledged again after ${recoveredMs} ms`).toBe(true);
      expect(recoveredMs).toBeLessThan(10_000);
      // Writes go on after the recovery: 20 more acknowledged, then every acknowledged one must be stored.
      await load.reached(load.acknowledged.length + 20);
      await load.stop();

      const stored = await storedMessages(dataDir);
      const lost = load.acknowledged.filter((m) => !stored.has(m));
      expect(lost).toEqual([]);
      expect(load.acknowledged.length).toBeGreaterThan(before);
      portal.child.kill('SIGTERM');
      expect(await portal.exited).toBe(0);
    }, 120_000);
  }
});
