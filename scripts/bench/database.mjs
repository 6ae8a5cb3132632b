// Opens the benchmark database (PGlite in DATA_DIR, or a fresh PostgreSQL database), migrates it with the
// committed migrations and offers scenario seeds a tiny interface: exec(sql) and query(sql, params) → rows.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export async function openBenchDatabase({ root, dataDir, postgresUrl }) {
  const migrationsFolder = path.join(root, 'apps/server/drizzle');
  if (!postgresUrl) {
    const client = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return {
      kind: 'pglite',
      env: {},
      exec: (sql) => client.exec(sql),
      query: async (sql, params = []) => (await client.query(sql, params)).rows,
      close: () => client.close(),
      drop: async () => {},
    };
  }
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
