// Opens the benchmark database (the embedded PostgreSQL in DATA_DIR, or a fresh database at BENCH_DATABASE_URL),
// migrated with the committed migrations, and offers scenario seeds a tiny interface: exec(sql), query(sql, params) → rows.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** The address of the embedded PostgreSQL that a portal on dataDir is running now. */
function embeddedUrl(dataDir) {
  const pgPort = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://padosi:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/padosi`;
}

/**
 * The embedded engine is created and migrated by a first start of the real server on DATA_DIR; the seeds write
 * through its PostgreSQL, and close() stops that server, so the measured start finds the seeded data cold.
 */
async function openEmbedded(root, dataDir) {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  for (let i = 0; ; i++) {
    if (server.exitCode !== null || i > 600) {
      server.kill('SIGTERM');
      throw new Error('the server did not start for seeding');
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const pool = new pg.Pool({ connectionString: embeddedUrl(dataDir), max: 2 });
  return {
    kind: 'embedded',
    env: {},
    // The measured server may start PostgreSQL on another port, so the address is read again when asked for.
    url: () => embeddedUrl(dataDir),
    exec: (sql) => pool.query(sql),
    query: async (sql, params = []) => (await pool.query(sql, params)).rows,
    // Called after the seed, and again on the way out (a failed seed): the portal must stop before its DATA_DIR goes.
    close: async () => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      await pool.end().catch(() => {});
      server.kill('SIGTERM');
      await exited;
    },
    drop: async () => {},
  };
}

export async function openBenchDatabase({ root, dataDir, postgresUrl }) {
  const migrationsFolder = path.join(root, 'apps/server/drizzle');
  if (!postgresUrl) return openEmbedded(root, dataDir);
  const name = `padosi_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  await migratePg(drizzlePg(pool), { migrationsFolder });
  return {
    kind: 'postgres',
    env: { DATABASE_URL: url.toString() },
    url: () => url.toString(),
    exec: (sql) => pool.query(sql),
    query: async (sql, params = []) => (await pool.query(sql, params)).rows,
    close: () => pool.end(),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
