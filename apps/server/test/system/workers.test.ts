import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../wait-for';
import { portalDb, startPortal, tempDataDir, verifyProvider, writeLoad } from './portal-process';

/** The node processes a primary has forked (pgrep, on Linux and macOS alike; the embedded PostgreSQL is not node). */
function workerPids(primary: number): number[] {
  const found = spawnSync('pgrep', ['-P', String(primary), '-x', 'node'], { encoding: 'utf8' });
  // pgrep answers 1 when nothing matches; anything else is a broken probe, not "no workers".
  if (found.status !== 0 && found.status !== 1) throw new Error(`pgrep failed: ${found.stderr || found.error}`);
  return found.stdout.split('\n').filter(Boolean).map(Number);
}

describe('WORKERS=2 on the embedded PostgreSQL', () => {
  it('reads its own writes on every worker and replaces a worker that dies, losing no acknowledged write', { timeout: 90_000 }, async () => {
    const dataDir = tempDataDir();
    const portal = await startPortal(dataDir, { WORKERS: '2' });
    expect(portal.output()).toContain('Workers: 2 (rate limits count per process: set REDIS_URL to share them)');
    const workers = workerPids(portal.child.pid!);
    expect(workers).toHaveLength(2);

    const db = await portalDb(dataDir);
    const main = await db.query<{ id: number }>(`INSERT INTO categories (name, priority, status) VALUES ('Repairs', 1, true) RETURNING id`);
    const sub = await db.query<{ id: number }>(`INSERT INTO categories (name, parent_id, priority, status) VALUES ('Plumber', $1, 1, true) RETURNING id`, [
      main.rows[0]!.id,
    ]);
    const login = (await (
      await fetch(`${portal.base}/api/auth/dev-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'boss@example.com', name: 'Boss' }),
      })
    ).json()) as { token: string };
    await db.query(`UPDATE users SET is_admin = true WHERE email = 'boss@example.com'`);
    const provider = await db.query<{ id: number }>(
      `INSERT INTO service_providers (name, phone_number, category_id, parent_id, user_id, search_text) SELECT 'Ravi Plumbing', '9876543210', $1, $2, id, 'ravi plumbing' FROM users WHERE email = 'boss@example.com' RETURNING id`,
      [sub.rows[0]!.id, main.rows[0]!.id],
    );
    await db.end();
    const id = provider.rows[0]!.id;
    const verifiedEverywhere = async () => {
      const seen = await Promise.all(
        Array.from(
          { length: 6 },
          async () =>
            ((await (await fetch(`${portal.base}/api/service-providers/details/${id}`)).json()) as { data: { admin_verified: boolean } }).data.admin_verified,
        ),
      );
      return seen;
    };
    expect(await verifiedEverywhere()).toEqual(Array(6).fill(false)); // cached on both workers
    const put = await verifyProvider(portal.base, login.token, id);
    expect(put.status).toBe(200);
    const start = Date.now();
    let seen = await verifiedEverywhere();
    while (seen.includes(false) && Date.now() - start < 1000) seen = await verifiedEverywhere();
    expect(seen).toEqual(Array(6).fill(true));

    const load = writeLoad(() => portal.base, 8);
    await load.reached(50);
    process.kill(workers[0]!, 'SIGKILL');
    const killedAt = Date.now();
    let replaced: number[] = [];
    const isReplaced = () => {
      replaced = workerPids(portal.child.pid!);
      return replaced.length === 2 && !replaced.includes(workers[0]!);
    };
    await waitFor('a new worker in place of the killed one', isReplaced, { timeoutMs: killedAt + 10_000 - Date.now(), everyMs: 100 }).catch(() => undefined);
    expect(replaced).toHaveLength(2);
    expect(replaced).not.toContain(workers[0]);
    expect(replaced).toContain(workers[1]);
    const afterKill = load.acknowledged.length;
    await load.reached(afterKill + 50);
    await load.stop();
    const check = await portalDb(dataDir);
    const stored = new Set((await check.query<{ message: string }>('SELECT message FROM feedback')).rows.map((r) => r.message));
    await check.end();
    expect(load.acknowledged.filter((m) => !stored.has(m))).toEqual([]);

    portal.child.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
    expect(workerPids(portal.child.pid!)).toEqual([]);
  });
});
