import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPortal, tempDataDir, writeLoad } from './portal-process';

/*
 * Two portal processes on one PostgreSQL database (the run's test server) and, when one answers on 127.0.0.1:6379,
 * one Redis: caches, sessions, uploads and rate limits behave as one portal, and losing one instance loses nothing.
 */
const redisUp = await new Promise<boolean>((resolve) => {
  const socket = net.connect(6379, '127.0.0.1');
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
});

const { serverUrl, template } = inject('testDatabase');
const name = `padosi_instances_${process.pid}_${Date.now()}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const uploadsDir = tempDataDir();
const shared = {
  DATABASE_URL: url.toString(),
  UPLOADS_DIR: uploadsDir,
  SESSION_SECRET: 'a-shared-session-secret-of-at-least-32-chars',
  WORKERS: '1',
  AUTH_RATE_LIMIT: '20',
  ...(redisUp ? { REDIS_URL: `redis://127.0.0.1:6379/${1 + (process.pid % 14)}` } : {}),
};
let a: Awaited<ReturnType<typeof startPortal>>;
let b: Awaited<ReturnType<typeof startPortal>>;
let db: pg.Client;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  if (redisUp) {
    // A fresh counter space for this run.
    const { Redis } = await import('ioredis');
    const redis = new Redis(shared.REDIS_URL!);
    await redis.flushdb();
    await redis.quit();
  }
  [a, b] = await Promise.all([startPortal(tempDataDir(), shared), startPortal(tempDataDir(), shared)]);
}, 120_000);

afterAll(async () => {
  a?.child.kill('SIGTERM');
  b?.child.kill('SIGTERM');
  await Promise.all([a?.exited, b?.exited]);
  await db?.end();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

const json = (res: Response) => res.json() as Promise<Record<string, unknown>>;
const signIn = async (base: string, email: string) => {
  const res = await fetch(`${base}/api/auth/dev-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, name: 'Neighbour' }) });
  return { status: res.status, token: ((await json(res)) as { token?: string }).token };
};

describe('two instances on one database', () => {
  it('a write on A is read on B within 1 s, cached reads included', async () => {
    const main = await db.query<{ id: number }>(`INSERT INTO categories (name, priority, status) VALUES ('Repairs', 1, true) RETURNING id`);
    const sub = await db.query<{ id: number }>(`INSERT INTO categories (name, parent_id, priority, status) VALUES ('Plumber', $1, 1, true) RETURNING id`, [main.rows[0]!.id]);
    const boss = await signIn(a.base, 'boss@example.com');
    await db.query(`UPDATE users SET is_admin = true WHERE email = 'boss@example.com'`);
    const provider = await db.query<{ id: number }>(
      `INSERT INTO service_providers (name, phone_number, category_id, parent_id, user_id, search_text) SELECT 'Asha Plumbing', '9876543210', $1, $2, id, 'asha plumbing' FROM users WHERE email = 'boss@example.com' RETURNING id`,
      [sub.rows[0]!.id, main.rows[0]!.id],
    );
    const id = provider.rows[0]!.id;
    const details = async (base: string) => ((await json(await fetch(`${base}/api/service-providers/details/${id}`))) as { data: { admin_verified: boolean } }).data;
    expect((await details(b.base)).admin_verified).toBe(false); // now cached on B
    expect((await details(b.base)).admin_verified).toBe(false);

    const verified = await fetch(`${a.base}/api/service-providers/verify/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${boss.token}` },
      body: JSON.stringify({ admin_verified: true }),
    });
    expect(verified.status).toBe(200);
    const changedAt = Date.now();
    let seen = false;
    while (!seen && Date.now() - changedAt < 1000) seen = (await details(b.base)).admin_verified;
    console.log(`B saw A's edit of a cached provider after ${Date.now() - changedAt} ms`);
    expect(seen).toBe(true);
  });

  it('a session made on A works on B, and logout on A revokes it on B', async () => {
    const { token } = await signIn(a.base, 'resident@example.com');
    const me = (base: string) => fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me(b.base)).status).toBe(200);
    expect((await fetch(`${a.base}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBeLessThan(300);
    expect((await me(b.base)).status).toBe(401);
  });

  it('an upload made on A is served by B', async () => {
    const { token } = await signIn(a.base, 'seller@example.com');
    const [category] = (await (await fetch(`${a.base}/api/ads/adscategories`)).json()) as Array<{ category_id: number }>;
    const form = new FormData();
    const fields = { category_id: category!.category_id, title: 'Desk lamp', description: 'Works well', price: '300', contact_info: '9876543210', location: 'Block A', ads_status: 'Available' };
    for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } }).jpeg().toBuffer();
    form.append('images', new Blob([photo], { type: 'image/jpeg' }), 'lamp.jpg');
    const res = await fetch(`${a.base}/api/ads/create`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(201);
    const image = ((await res.json()) as { ad: { images: string[] } }).ad.images[0]!;
    expect(fs.existsSync(path.join(uploadsDir, image.replace(/^\/uploads\//, '')))).toBe(true);
    const served = await fetch(`${b.base}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it.skipIf(!redisUp)('the sign-in limit is shared through Redis: 20 a minute across A and B together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await signIn(i % 2 ? b.base : a.base, `limit${i}@example.com`)).status);
    // Each instance sees 12 of these (and at most 2 earlier sign-ins): alone, neither would reach its 20.
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(20);
    expect(statuses.at(-1)).toBe(429);
  });

  it('SIGKILL of A under load loses no acknowledged write, and B answers every request', async () => {
    const onA = writeLoad(() => a.base, 4);
    const onB = writeLoad(() => b.base, 4);
    await Promise.all([onA.reached(20), onB.reached(20)]);
    let bErrors = 0;
    const bFailures = (async () => {
      for (let i = 0; i < 60; i++) {
        const res = await fetch(`${b.base}/api/apartments`).catch(() => null);
        if (!res || res.status >= 500) bErrors++;
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    a.child.kill('SIGKILL');
    await a.exited;
    const afterKill = onB.acknowledged.length;
    await onB.reached(afterKill + 20);
    await Promise.all([onA.stop(), onB.stop(), bFailures]);
    expect(bErrors).toBe(0);
    const stored = new Set((await db.query<{ message: string }>('SELECT message FROM feedback')).rows.map((r) => r.message));
    expect([...onA.acknowledged, ...onB.acknowledged].filter((m) => !stored.has(m))).toEqual([]);
  });
});
