import { describe, expect, it } from 'vitest';
import { DATABASE_AWAY, DATABASE_RETRY_AFTER_SECONDS } from '../../src/platform/http/errors';
import { postFeedback, postgresPid, startPortal, storedMessages, tempDataDir } from './portal-process';
import { waitFor } from '../wait-for';

// Issue 29, finding 5: 126 writes answered 500 while PostgreSQL restarted. A request that cannot reach the database
// answers 503 with Retry-After (which clients and load balancers retry) and the usual error body; /readyz says why.
describe('while the database is away', () => {
  it('writes answer only 201 or 503 with Retry-After, /readyz says why, writes come back, and no acknowledged write is lost', async () => {
    const dataDir = tempDataDir();
    const portal = await startPortal(dataDir);
    const acknowledged: string[] = [];
    const sentAt: number[] = [];
    const refusals: Array<{ status: number; retryAfter: string | null; body: string }> = [];
    const failures: string[] = [];
    const readyz: Array<{ status: number; retryAfter: string | null; body: string }> = [];
    let running = true;
    let seq = 0;
    const writers = Array.from({ length: 8 }, async (_, w) => {
      while (running) {
        const message = `written while away ${w}-${seq++}`;
        const sent = Date.now();
        try {
          const res = await postFeedback(portal.base, message);
          if (res.status === 201) {
            acknowledged.push(message);
            sentAt.push(sent);
            await res.arrayBuffer();
          } else refusals.push({ status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() });
        } catch (err) {
          // The portal itself never goes away here: a failed request is a finding, not an expected outage.
          failures.push(String(err));
        }
      }
    });
    const probe = (async () => {
      while (running) {
        const res = await fetch(`${portal.base}/readyz`);
        const body = await res.text();
        if (res.status !== 200) readyz.push({ status: res.status, retryAfter: res.headers.get('retry-after'), body });
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    await waitFor('50 acknowledged writes', () => acknowledged.length >= 50, { timeoutMs: 30_000 });

    // A fast shutdown, as an operator's restart or a failover does: backends are terminated, new connections refused
    // until the supervisor has it running again.
    const stoppedAt = Date.now();
    process.kill(postgresPid(dataDir), 'SIGINT');
    await waitFor('a refused write', () => refusals.length > 0, { timeoutMs: 10_000 });
    await waitFor('a write sent after the stop acknowledged', () => sentAt.some((t) => t > stoppedAt && refusals.length > 0), { timeoutMs: 20_000 });
    const more = acknowledged.length + 20;
    await waitFor('20 more acknowledged writes', () => acknowledged.length >= more, { timeoutMs: 20_000 });
    running = false;
    await Promise.all([...writers, probe]);

    expect(failures).toEqual([]);
    for (const r of refusals) {
      expect(r.status).toBe(503);
      expect(r.retryAfter).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(JSON.parse(r.body)).toEqual({ error: DATABASE_AWAY });
    }
    expect(readyz.length).toBeGreaterThan(0);
    for (const r of readyz) {
      expect(r.status).toBe(503);
      expect(r.retryAfter).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(JSON.parse(r.body)).toMatchObject({
        status: 'database unreachable',
        reason: expect.stringMatching(/^(connection refused|connection lost|starting up|shutting down|crash shutdown|connection timed out)$/),
      });
    }
    const stored = await storedMessages(dataDir);
    expect(acknowledged.filter((m) => !stored.has(m))).toEqual([]);
    portal.child.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
  }, 120_000);
});
