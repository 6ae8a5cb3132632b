import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from './config';
import { openDatabase, schema } from './platform/db';
import { DataDirLockedError } from './platform/lock';
import { deleteUserSessions } from './platform/sessions';

const USAGE = `usage:
  npm run admin -- grant <email>     make a signed-in user an admin
  npm run admin -- revoke <email>    take admin rights away (signs them out)
  npm run backup                     write a database backup into DATA_DIR/backups`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function openOrExplain(config: ReturnType<typeof loadConfig>) {
  try {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
    await database.migrate();
    return database;
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(`${err.message}\nStop the portal first, or list the e-mail in ADMIN_EMAILS and sign in again.`);
    throw err;
  }
}

async function admin(config: ReturnType<typeof loadConfig>, action: string | undefined, email: string | undefined) {
  if ((action !== 'grant' && action !== 'revoke') || !email) fail(USAGE);
  const database = await openOrExplain(config);
  try {
    const { db } = database;
    const found = await db.select().from(schema.users).where(sql`lower(${schema.users.email}) = ${email.toLowerCase()}`);
    if (found.length === 0) fail(`No user with e-mail ${email} has signed in yet. Ask them to sign in once, or add it to ADMIN_EMAILS.`);
    for (const user of found) {
      await db.update(schema.users).set({ isAdmin: action === 'grant', updatedAt: new Date() }).where(eq(schema.users.id, user.id));
      if (action === 'revoke') await deleteUserSessions(db, user.id);
      await db.insert(schema.auditLog).values({ actorId: null, action: `cli.admin_${action}`, subject: `user:${user.id}`, details: { email } });
    }
    console.log(`${email} is ${action === 'grant' ? 'now an admin' : 'no longer an admin'}.`);
  } finally {
    await database.close();
  }
}

async function waitForNewFile(dir: string, since: number, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const fresh = fs.existsSync(dir)
      ? fs.readdirSync(dir).filter((f) => f.endsWith('.tar.gz') && fs.statSync(path.join(dir, f)).mtimeMs >= since)
      : [];
    if (fresh.length) return path.join(dir, fresh.sort().at(-1)!);
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
}

async function backup(config: ReturnType<typeof loadConfig>) {
  const dir = path.join(config.dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  if (config.databaseUrl) {
    const file = path.join(dir, `padosi-${stamp}.sql`);
    execFileSync('pg_dump', ['--no-owner', '--file', file, config.databaseUrl], { stdio: 'inherit' });
    return console.log(`backup written to ${file}`);
  }
  const lockFile = path.join(config.dataDir, 'padosi.lock');
  const holder = fs.existsSync(lockFile) ? Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10) : NaN;
  if (Number.isInteger(holder)) {
    try {
      const since = Date.now();
      process.kill(holder, 'SIGUSR2');
      const file = await waitForNewFile(dir, since, 60_000);
      if (!file) fail('The running portal did not write a backup within 60 s; see its log.');
      return console.log(`backup written to ${file} (by the running portal, pid ${holder})`);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
    }
  }
  const database = await openOrExplain(config);
  try {
    const dump = await database.pglite!.dumpDataDir('gzip');
    const file = path.join(dir, `padosi-${stamp}.tar.gz`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    console.log(`backup written to ${file}`);
  } finally {
    await database.close();
  }
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(`Invalid configuration: ${err.message}`);
    throw err;
  }
  const [command, ...args] = process.argv.slice(2);
  if (command === 'admin') return admin(config, args[0], args[1]);
  if (command === 'backup') return backup(config);
  fail(USAGE);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
