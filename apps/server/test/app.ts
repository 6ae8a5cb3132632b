import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/platform/engine/db';
import { Jobs, type JobsOptions } from '../src/platform/jobs/jobs';
import { loadSecrets } from '../src/platform/services/secrets';
import { UploadStore } from '../src/platform/uploads/uploads';

export const ADMIN_EMAIL = 'admin@test.padosi.in';

/** A fresh database for one test file: a clone of the run's migrated template (see global-setup.ts). */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { serverUrl, template } = inject('testDatabase');
  const name = `padosi_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * The job queue of API tests: the smallest polling interval, no retries (a push failing on purpose in one test must
 * not be retried into the next one's assertions), no cron and no maintenance. `t.deps.jobs.drain()` (or the
 * notifications module's `drainPush`) waits until every job sent so far has run.
 */
const TEST_JOBS: JobsOptions = { pollingIntervalSeconds: 0.5, retryLimit: 0, schedule: false, supervise: false };

/** The real app on a fresh database and a temporary DATA_DIR; one per test file. */
export async function buildTestApp(env: Record<string, string> = {}, jobOptions: JobsOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-api-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_EMAILS: ADMIN_EMAIL, DEMO_DATA: 'false', ...env });
  const { database, drop } = await freshDatabase();
  const uploads = new UploadStore(config.uploadsDir);
  await uploads.init();
  const jobs = new Jobs(database, { ...TEST_JOBS, ...jobOptions });
  const deps = { config, secrets: loadSecrets(config), database, uploads, jobs };
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  await jobs.start();
  return {
    app,
    deps,
    db: database.db,
    dataDir,
    close: async () => {
      await app.close();
      await jobs.stop();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An object that stands for one a `beforeAll` hook makes later: module-level test set-up can hand it out at once, and
 * tests and later hooks read it after the hook has run.
 */
export function lateBound<T extends object>(current: () => T | undefined, what: string): T {
  const target = () => {
    const value = current();
    if (!value) throw new Error(`${what} is read before its beforeAll hook ran`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(target(), key),
  });
}

/** One app for the test file, built before its tests and closed after them. */
export function useTestApp(env: Record<string, string> = {}, jobOptions: JobsOptions = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp(env, jobOptions);
  });
  afterAll(() => app?.close());
  return lateBound(() => app, 'the test app');
}
