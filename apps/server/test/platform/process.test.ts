import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real server process: start-up checks, the DATA_DIR lock, durability under SIGKILL and graceful SIGTERM.
const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');
const cliEntry = path.resolve(import.meta.dirname, '../../src/cli.ts');
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

function start(env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', args.length ? cliEntry : serverEntry, ...args], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', DEMO_DATA: 'false', TEST_DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitReady(port: number, timeoutMs = 40_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

describe('the server process', () => {
  it('stops with one line naming a bad variable', async () => {
    const run = start({ PORT: 'eighty', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-proc-')) });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toMatch(/^Invalid configuration: PORT is invalid: /);
    expect(run.output().trim().split('\n')).toHaveLength(1);
  });

  it('refuses a second process on the same DATA_DIR, keeps acknowledged writes through SIGKILL and shuts down on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-proc-'));
    const env = { DATA_DIR: dataDir, ADMIN_EMAILS: 'boss@example.com' };
    const port = await freePort();
    const first = start({ ...env, PORT: String(port) });
    await waitReady(port);

    const second = start({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another Padosi process');

    const message = `durable feedback ${Date.now()}`;
    const sent = await fetch(`http://127.0.0.1:${port}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Durable', email: 'd@example.com', message, rating: 5 }),
    });
    expect(sent.status).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;

    const port2 = await freePort();
    const again = start({ ...env, PORT: String(port2) });
    await waitReady(port2);
    const login = (await (
      await fetch(`http://127.0.0.1:${port2}/api/auth/dev-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'boss@example.com', name: 'Boss' }) })
    ).json()) as { token: string };
    const list = (await (await fetch(`http://127.0.0.1:${port2}/api/feedback`, { headers: { authorization: `Bearer ${login.token}` } })).json()) as { items: Array<{ message: string }> };
    expect(list.items.map((f) => f.message)).toContain(message);

    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'padosi.lock'))).toBe(false);
  }, 120_000);

  it('grants admin from the command line and writes backups, asking a running server for the dump', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-proc-'));
    const port = await freePort();
    const server = start({ DATA_DIR: dataDir, PORT: String(port) });
    await waitReady(port);
    const signIn = () =>
      fetch(`http://127.0.0.1:${port}/api/auth/dev-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'helper@example.com', name: 'Helper' }) }).then(
        (r) => r.json() as Promise<{ user: { isadmin: boolean } }>,
      );
    expect((await signIn()).user.isadmin).toBe(false);

    const busy = start({ DATA_DIR: dataDir }, ['admin', 'grant', 'helper@example.com']);
    expect(await busy.exited).toBe(1);
    expect(busy.output()).toContain('Stop the portal first');

    const hotBackup = start({ DATA_DIR: dataDir }, ['backup']);
    expect(await hotBackup.exited).toBe(0);
    expect(hotBackup.output()).toMatch(/backup written to .*\.tar\.gz \(by the running portal/);

    server.child.kill('SIGTERM');
    await server.exited;
    const grant = start({ DATA_DIR: dataDir }, ['admin', 'grant', 'HELPER@example.com']);
    expect(await grant.exited).toBe(0);
    expect(grant.output()).toContain('is now an admin');
    const unknown = start({ DATA_DIR: dataDir }, ['admin', 'grant', 'nobody@example.com']);
    expect(await unknown.exited).toBe(1);
    expect(unknown.output()).toContain('has signed in yet');
    const coldBackup = start({ DATA_DIR: dataDir }, ['backup']);
    expect(await coldBackup.exited).toBe(0);
    expect(fs.readdirSync(path.join(dataDir, 'backups')).filter((f) => f.endsWith('.tar.gz')).length).toBe(2);

    const port2 = await freePort();
    const restarted = start({ DATA_DIR: dataDir, PORT: String(port2) });
    await waitReady(port2);
    const again = await fetch(`http://127.0.0.1:${port2}/api/auth/dev-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'helper@example.com', name: 'Helper' }) }).then(
      (r) => r.json() as Promise<{ user: { isadmin: boolean } }>,
    );
    expect(again.user.isadmin).toBe(true);
    restarted.child.kill('SIGTERM');
    await restarted.exited;
  }, 180_000);
});
