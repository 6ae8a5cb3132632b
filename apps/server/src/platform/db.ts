import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from '../db/schema/index';
import { lockDataDir } from './lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export { schema };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite client, for dumps; null on PostgreSQL. */
  pglite: PGlite | null;
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

/** The PGlite client behind a Drizzle database, for the fast read path (platform/fast-read.ts). */
const pgliteClients = new WeakMap<Db, PGlite>();
export const pgliteOf = (db: Db) => pgliteClients.get(db) ?? null;

export interface OpenOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string;
  /** A PGlite dump to start from (tests reuse one migrated template). */
  loadDataDir?: Blob | File;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts);
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  let unlock = () => {};
  let dir: string | undefined;
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    unlock = lockDataDir(opts.dataDir);
    dir = path.join(opts.dataDir, 'db');
  }
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    pgliteClients.set(db, client);
    return {
      db,
      kind: 'pglite',
      pglite: client,
      migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() }),
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const pgDb = drizzlePg(pool, { schema });
  return {
    db: pgDb as unknown as Db,
    kind: 'postgres',
    pglite: null,
    migrate: () => migratePg(pgDb, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await pgDb.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
