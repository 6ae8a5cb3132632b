import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';

/**
 * A database handle. It knows no tables: the schema lives in db/schema, above this layer, and every query names its
 * table (nobody uses drizzle's relational `db.query`), so the engine opens a database without it.
 */
export type Db = NodePgDatabase;

export interface Database {
  db: Db;
  pool: pg.Pool;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The committed drizzle-kit migrations, found from the source tree and from the bundled dist alike. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder not found');
}

/** Pool size per process; 10 measured best on 2 cores with the bench (decision 800). */
export const DEFAULT_POOL_SIZE = 10;

export interface OpenOptions {
  url: string;
  poolSize?: number;
}

const indexScanDbs = new WeakMap<Db, Db>();

/**
 * The same database through connections that start with sequential scans priced out (`-c enable_seqscan=off`), for
 * the search reads that must always use their indexes: one round trip per query instead of a transaction around a
 * `SET LOCAL` (four). Undefined for a transaction or a database opened elsewhere; callers fall back to `SET LOCAL`.
 */
export const indexScanDb = (db: Db) => indexScanDbs.get(db);

/** One engine, one driver: node-postgres with a pool, on the embedded server or an external PostgreSQL. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const size = opts.poolSize ?? DEFAULT_POOL_SIZE;
  const pool = new pg.Pool({ connectionString: opts.url, max: size, idleTimeoutMillis: 30_000 });
  const indexPool = new pg.Pool({
    connectionString: opts.url,
    max: Math.max(2, Math.ceil(size / 2)),
    idleTimeoutMillis: 30_000,
    options: '-c enable_seqscan=off',
  });
  // A server restart (the embedded one is restarted by its supervisor) breaks idle connections: the pool drops them.
  pool.on('error', () => {});
  indexPool.on('error', () => {});
  const db = drizzle(pool);
  indexScanDbs.set(db, drizzle(indexPool));
  return {
    db,
    pool,
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await Promise.all([pool.end(), indexPool.end()]);
    },
  };
}

/** The hashes drizzle records for the committed migrations, oldest first. */
export function committedMigrationHashes(folder = migrationsFolder()): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((e) =>
    crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(folder, `${e.tag}.sql`)))
      .digest('hex'),
  );
}

/** Applies only the first `count` committed migrations (restore rebuilds the schema a backup was taken with). */
export async function migrateFirst(database: Database, count: number) {
  const folder = migrationsFolder();
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const partial = fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-migrations-'));
  try {
    fs.mkdirSync(path.join(partial, 'meta'));
    const entries = journal.entries.slice(0, count);
    fs.writeFileSync(path.join(partial, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const e of entries) fs.copyFileSync(path.join(folder, `${e.tag}.sql`), path.join(partial, `${e.tag}.sql`));
    await migrate(database.db, { migrationsFolder: partial });
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}
