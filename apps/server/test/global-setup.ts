import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/engine/db';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/platform/engine/embedded-postgres';
import { installJobSchema } from '../src/platform/jobs/jobs';

/**
 * One PostgreSQL server for the run: the one at TEST_DATABASE_URL (CI's local server), or an embedded one started
 * here. One database is migrated once as a template; every test file clones it (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | null = null;
  let dataDir: string | null = null;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-test-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir, log: () => {} });
    serverUrl = embedded.adminUrl;
  }
  const template = `padosi_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${template}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  await database.migrate();
  // pg-boss's schema too, so that no test file pays for installing it (a clone carries it).
  await installJobSchema(database);
  await database.close();
  project.provide('testDatabase', { serverUrl, template });

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { serverUrl: string; template: string };
  }
}
