import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ConfigError, loadConfig, type Config } from './config';
import { appendAudit } from './platform/services/audit';
import { BackupError, restoreBackup, writeBackup } from './platform/engine/backup';
import * as schema from './db/schema/index';
import { committedMigrationHashes, migrateFirst } from './platform/engine/db';
import { DataDirInUseError } from './platform/engine/embedded-postgres';
import { NoClusterError, openForCommand, runningEmbeddedUrl } from './platform/engine/engine';

const USAGE = `usage:
  npm run admin -- grant <email>     make a signed-in user an admin
  npm run admin -- revoke <email>    take admin rights away (they stay signed in as a resident)
  npm run backup                     write a backup of the database and uploads into DATA_DIR/backups
  npm run restore -- <file>          restore a backup into an empty DATA_DIR (or DATABASE_URL)`;

/** Thrown so that `withDatabase` still stops a privately started server before the command exits. */
class CliError extends Error {}

function fail(message: string): never {
  throw new CliError(message);
}

async function withDatabase<T>(
  config: Config,
  fn: (engine: Awaited<ReturnType<typeof openForCommand>>) => Promise<T>,
  opts: { create?: boolean } = {},
): Promise<T> {
  let engine;
  try {
    engine = await openForCommand(config, opts);
  } catch (err) {
    if (err instanceof DataDirInUseError || err instanceof NoClusterError) fail(err.message);
    throw err;
  }
  try {
    return await fn(engine);
  } finally {
    await engine.close();
  }
}

async function admin(config: Config, action: string | undefined, email: string | undefined) {
  if ((action !== 'grant' && action !== 'revoke') || !email) fail(USAGE);
  await withDatabase(config, async ({ database }) => {
    await database.migrate();
    const { db } = database;
    const found = await db
      .select()
      .from(schema.users)
      .where(sql`lower(${schema.users.email}) = ${email.toLowerCase()}`);
    if (found.length === 0) fail(`No user with e-mail ${email} has signed in yet. Ask them to sign in once, or add it to ADMIN_EMAILS.`);
    for (const user of found) {
      await db
        .update(schema.users)
        .set({ isAdmin: action === 'grant', updatedAt: new Date() })
        .where(eq(schema.users.id, user.id));
      await appendAudit(db, { actorId: null, action: `cli.admin_${action}`, subject: `user:${user.id}`, details: { email } });
    }
    // Every request reads the account's admin flag afresh (platform/sessions.ts), so open sessions follow at once.
    console.log(`${email} is ${action === 'grant' ? 'now an admin' : 'no longer an admin'}, from their next request (no new sign-in needed).`);
  });
}

async function backup(config: Config) {
  await withDatabase(config, async ({ database }) => {
    const started = Date.now();
    const result = await writeBackup(database.pool, config.uploadsDir, path.join(config.dataDir, 'backups'));
    const size = (result.bytes / 1024 / 1024).toFixed(1);
    console.log(`backup written to ${result.file} (${result.tables} tables, ${result.files} files, ${size} MB, ${Date.now() - started} ms)`);
  });
}

async function restore(config: Config, file: string | undefined) {
  if (!file) fail(USAGE);
  if (!fs.existsSync(file)) fail(`No backup file at ${file}.`);
  if (!config.databaseUrl && runningEmbeddedUrl(config.dataDir))
    fail(`A portal is running on DATA_DIR ${config.dataDir}: stop it, and restore into an empty DATA_DIR.`);
  await withDatabase(
    config,
    async ({ database }) => {
      const known = committedMigrationHashes();
      try {
        const result = await restoreBackup(path.resolve(file), {
          pool: database.pool,
          uploadsDir: config.uploadsDir,
          migrateTo: async (count, hashes) => {
            if (hashes.some((h, i) => known[i] !== h))
              throw new BackupError('The backup was taken by a different version of Padosi (its migrations differ); restore it with that version.');
            await migrateFirst(database, count);
          },
          migrateAll: () => database.migrate(),
        });
        console.log(
          `restored ${result.tables} tables (${result.rows} rows, every checksum matched) and ${result.files} files into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}`,
        );
      } catch (err) {
        if (err instanceof BackupError) fail(`Restore failed: ${err.message}`);
        throw err;
      }
    },
    { create: true },
  );
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(`Invalid configuration: ${err.message}`);
    throw err;
  }
  // Nothing is created here: only `restore` makes a DATA_DIR and a cluster (the others refuse a DATA_DIR without one).
  process.umask(0o077);
  const [command, ...args] = process.argv.slice(2);
  if (command === 'admin') return admin(config, args[0], args[1]);
  if (command === 'backup') return backup(config);
  if (command === 'restore') return restore(config, args[0]);
  fail(USAGE);
}

main().catch((err) => {
  console.error(err instanceof CliError ? err.message : err);
  process.exit(1);
});
