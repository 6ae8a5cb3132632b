import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { openDatabase, type Database } from './db';
import { existingCluster } from './cluster-location';
import { readPostmasterPid } from './postgres-processes';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

export interface Engine {
  database: Database;
  /** The embedded server this process started, or null (external DATABASE_URL, or a running portal's server). */
  embedded: EmbeddedPostgres | null;
  /** Where the data lives, for the start-up line. */
  describe: string;
  close(): Promise<void>;
}

/**
 * The portal's database: DATABASE_URL when set, otherwise the embedded PostgreSQL in DATA_DIR/postgres, which the
 * portal starts, supervises and stops.
 */
export async function openEngine(config: Config, opts: { supervise: boolean; log: (m: string) => void }): Promise<Engine> {
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl, poolSize: config.dbPoolSize });
    const where = new URL(config.databaseUrl);
    return { database, embedded: null, describe: `PostgreSQL at ${where.hostname}:${where.port || 5432}${where.pathname}`, close: () => database.close() };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.postgresPort, supervise: opts.supervise, log: opts.log });
  try {
    const database = await openDatabase({ url: embedded.url, poolSize: config.dbPoolSize });
    return {
      database,
      embedded,
      describe: `embedded PostgreSQL in ${embedded.clusterDir} on 127.0.0.1:${embedded.port}`,
      close: async () => {
        await database.close();
        await embedded.stop();
      },
    };
  } catch (err) {
    await embedded.stop();
    throw err;
  }
}

/** The connection string of the embedded server a running portal owns, or null when none is running. */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const found = readPostmasterPid(dataDir);
  if (!found) return null;
  try {
    process.kill(found.pid, 0);
    const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
    return `postgres://padosi:${encodeURIComponent(password)}@127.0.0.1:${found.port}/padosi`;
  } catch {
    return null;
  }
}

export class NoClusterError extends Error {}

/**
 * For one-off commands (admin, backup, restore): the running portal's server when there is one, so the commands
 * work while the portal serves; otherwise a private start of the embedded server for the command's duration. Only
 * `restore` may create a cluster (`create`): the others refuse a DATA_DIR that holds none, and create nothing.
 */
export async function openForCommand(config: Config, opts: { create?: boolean } = {}): Promise<Engine> {
  const url = config.databaseUrl ?? runningEmbeddedUrl(config.dataDir);
  if (url) {
    const database = await openDatabase({ url, poolSize: 4 });
    return { database, embedded: null, describe: url.replace(/:[^:@/]*@/, ':***@'), close: () => database.close() };
  }
  if (!opts.create && !existingCluster(config.dataDir)) {
    throw new NoClusterError(`DATA_DIR ${config.dataDir} holds no Padosi database: point DATA_DIR at the portal's data folder (or set DATABASE_URL).`);
  }
  return openEngine(config, { supervise: false, log: () => {} });
}
