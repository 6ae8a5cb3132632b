import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../platform/engine/db';
import { Jobs } from '../platform/jobs/jobs';
import { buildTestApp, type TestApp } from '../../test/app';

/*
 * Two apps in one process, each with its own composition root, on one database (as two processes would be): they share
 * no cache bus, so a drop in one reaches the other only through PostgreSQL, never through a registry in a module.
 */
let a: TestApp;
let b: FastifyInstance;
let bDatabase: Database;
beforeAll(async () => {
  a = await buildTestApp();
  bDatabase = await openDatabase({ url: a.deps.database.pool.options.connectionString!, poolSize: 2 });
  const jobs = new Jobs(bDatabase, { schedule: false, supervise: false });
  b = await buildApp({ ...a.deps, database: bDatabase, jobs }, { logger: false });
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  await bDatabase?.close();
  await a?.close();
});

const until = async (done: () => boolean, ms = 2000) => {
  for (const start = Date.now(); !done() && Date.now() - start < ms;) await new Promise((r) => setTimeout(r, 20));
};

describe('one composition root per app', () => {
  it('each app has its own clock, event bus and cache bus', () => {
    expect(b.root).not.toBe(a.app.root);
    expect(b.root.caches).not.toBe(a.app.root.caches);
    expect(b.root.events).not.toBe(a.app.root.events);
    expect(b.root.clock).not.toBe(a.app.root.clock);
  });

  it("a drop in one app clears the other's cache only through the cache bus", async () => {
    const inA: Array<string | number | undefined> = [];
    const inB: Array<string | number | undefined> = [];
    a.app.root.caches.join('probe', (key) => inA.push(key));
    b.root.caches.join('probe', (key) => inB.push(key));

    await a.app.root.caches.invalidate({ cache: 'probe', key: 7 });
    // Here at once; there once the NOTIFY arrives (it may already have: the publish awaits PostgreSQL's answer).
    expect(inA).toEqual([7]);
    await until(() => inB.length > 0);
    expect(inB).toEqual([7]);

    // With B's bus closed, nothing else connects them: A's next drop never reaches B.
    await b.root.caches.close();
    await a.app.root.caches.invalidate({ cache: 'probe', key: 8 });
    await new Promise((r) => setTimeout(r, 300));
    expect(inA).toEqual([7, 8]);
    expect(inB).toEqual([7]);
  });
});
