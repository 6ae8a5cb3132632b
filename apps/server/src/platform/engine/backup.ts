import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/*
 * Backups without pg_dump (the embedded binaries have none): a logical export of every table of the `public` schema
 * inside one REPEATABLE READ snapshot, with each table's row count and checksum taken in that same snapshot, plus the
 * upload files, in one gzip file. The format is a sequence of entries, each a JSON header line followed, for tables
 * and files, by length-prefixed chunks ending with a zero length (decision 801).
 */

export const BACKUP_FORMAT = 'padosi-backup/1';

interface BeginEntry {
  type: 'begin';
  format: string;
  createdAt: string;
  /** drizzle's applied migrations, oldest first: restore rebuilds the schema to exactly this point. */
  migrations: string[];
}
interface TableEntry {
  type: 'table';
  name: string;
  columns: string[];
  rows: number;
  checksum: string;
}
interface SequenceEntry {
  type: 'sequence';
  name: string;
  lastValue: string;
  isCalled: boolean;
}
interface FileEntry {
  type: 'file';
  path: string;
  size: number;
  sha256: string;
}
interface EndEntry {
  type: 'end';
  tables: number;
  files: number;
}
type Entry = BeginEntry | TableEntry | SequenceEntry | FileEntry | EndEntry;

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Each table's row count and checksum of its rows as text, sorted: equal before backup and after restore. */
export async function tableChecksum(client: pg.ClientBase, table: string): Promise<{ rows: number; checksum: string }> {
  const { rows } = await client.query<{ n: string; sum: string }>(
    `SELECT count(*)::text AS n, md5(coalesce(string_agg(r, E'\\n' ORDER BY r), '')) AS sum FROM (SELECT t::text AS r FROM ${q(table)} t) s`,
  );
  return { rows: Number(rows[0]!.n), checksum: rows[0]!.sum };
}

export async function publicTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  return rows.map((r) => r.name);
}

/** Stored columns only: generated columns are recomputed on restore. */
async function storedColumns(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     ORDER BY a.attnum`,
    [`public.${q(table)}`],
  );
  return rows.map((r) => r.name);
}

async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const exists = await client.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'drizzle' AND tablename = '__drizzle_migrations'`);
  if (!exists.rowCount) return [];
  const { rows } = await client.query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id');
  return rows.map((r) => r.hash);
}

function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)));
}

/**
 * Keeps every upload alive for the backup by hard-linking it into `staging` (copying across file systems). Files are
 * never rewritten in place, only added and removed, so linking before and again after the snapshot catches every
 * file that a row in the snapshot can name, even if it is deleted meanwhile.
 */
function stageUploads(uploadsDir: string, staging: string, already: Set<string>) {
  for (const rel of listFiles(uploadsDir)) {
    if (already.has(rel)) continue;
    const target = path.join(staging, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    try {
      fs.linkSync(path.join(uploadsDir, rel), target);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue; // deleted between listing and linking
      if (code !== 'EXDEV' && code !== 'EPERM') throw err;
      fs.copyFileSync(path.join(uploadsDir, rel), target);
    }
    already.add(rel);
  }
}

class EntryWriter {
  constructor(private readonly out: Writable) {}
  private write(chunk: Buffer | string) {
    return new Promise<void>((resolve, reject) => this.out.write(chunk, (err) => (err ? reject(err) : resolve())));
  }
  header(entry: Entry) {
    return this.write(`${JSON.stringify(entry)}\n`);
  }
  async chunk(data: Buffer) {
    if (data.length === 0) return;
    await this.write(`${data.length}\n`);
    await this.write(data);
  }
  endData() {
    return this.write('0\n');
  }
  async stream(source: Readable) {
    for await (const data of source) await this.chunk(data as Buffer);
    await this.endData();
  }
}

export interface BackupResult {
  file: string;
  tables: number;
  files: number;
  bytes: number;
}

/** Writes a consistent backup of the database and the uploads into `dir`; safe while the portal serves writes. */
export async function writeBackup(pool: pg.Pool, uploadsDir: string, dir: string): Promise<BackupResult> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `padosi-${stamp}.backup`);
  const partial = `${file}.part`;
  const staging = fs.mkdtempSync(path.join(dir, '.staging-'));
  const staged = new Set<string>();
  const client = await pool.connect();
  try {
    stageUploads(uploadsDir, staging, staged);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migrations = await appliedMigrations(client); // the first query fixes the snapshot
    stageUploads(uploadsDir, staging, staged);

    const gzip = zlib.createGzip({ level: 6 });
    const out = fs.createWriteStream(partial, { mode: 0o600 });
    const done = pipeline(gzip, out);
    const writer = new EntryWriter(gzip);
    await writer.header({ type: 'begin', format: BACKUP_FORMAT, createdAt: new Date().toISOString(), migrations });
    const tables = await publicTables(client);
    for (const name of tables) {
      const columns = await storedColumns(client, name);
      const { rows, checksum } = await tableChecksum(client, name);
      await writer.header({ type: 'table', name, columns, rows, checksum });
      await writer.stream(client.query(copyTo(`COPY ${q(name)} (${columns.map(q).join(', ')}) TO STDOUT`)));
    }
    const sequences = await client.query<{ name: string; last_value: string | null; is_called: boolean }>(
      `SELECT sequencename AS name, last_value::text, last_value IS NOT NULL AS is_called FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
    );
    for (const s of sequences.rows) {
      if (s.last_value !== null) await writer.header({ type: 'sequence', name: s.name, lastValue: s.last_value, isCalled: s.is_called });
    }
    await client.query('COMMIT');

    const files = [...staged].sort();
    for (const rel of files) {
      const data = fs.readFileSync(path.join(staging, rel));
      await writer.header({
        type: 'file',
        path: rel.split(path.sep).join('/'),
        size: data.length,
        sha256: crypto.createHash('sha256').update(data).digest('hex'),
      });
      await writer.chunk(data);
      await writer.endData();
    }
    await writer.header({ type: 'end', tables: tables.length, files: files.length });
    gzip.end();
    await done;
    fs.renameSync(partial, file);
    return { file, tables: tables.length, files: files.length, bytes: fs.statSync(file).size };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    client.release();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Reads entries back: JSON header lines and length-prefixed chunks, from the gunzipped stream. */
class EntryReader {
  private buffer = Buffer.alloc(0);
  private readonly source: AsyncIterator<Buffer>;
  constructor(stream: Readable) {
    this.source = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }
  private async fill(): Promise<boolean> {
    const next = await this.source.next();
    if (next.done) return false;
    this.buffer = Buffer.concat([this.buffer, next.value]);
    return true;
  }
  async line(): Promise<string | null> {
    for (;;) {
      const at = this.buffer.indexOf(10);
      if (at >= 0) {
        const text = this.buffer.subarray(0, at).toString('utf8');
        this.buffer = this.buffer.subarray(at + 1);
        return text;
      }
      if (!(await this.fill())) return null;
    }
  }
  async bytes(n: number): Promise<Buffer> {
    while (this.buffer.length < n) if (!(await this.fill())) throw new BackupError('The backup file is truncated.');
    const out = this.buffer.subarray(0, n);
    this.buffer = this.buffer.subarray(n);
    return out;
  }
  async entry(): Promise<Entry | null> {
    const text = await this.line();
    return text === null ? null : (JSON.parse(text) as Entry);
  }
  /** The data chunks that follow a table or file header. */
  async *chunks(): AsyncGenerator<Buffer> {
    for (;;) {
      const size = Number.parseInt((await this.line()) ?? '', 10);
      if (!Number.isInteger(size) || size < 0) throw new BackupError('The backup file is damaged (bad chunk length).');
      if (size === 0) return;
      yield await this.bytes(size);
    }
  }
}

export class BackupError extends Error {}

export interface RestoreTarget {
  pool: pg.Pool;
  uploadsDir: string;
  /** Builds the schema as it was when the backup was taken: the first `count` committed migrations. */
  migrateTo(count: number, hashes: string[]): Promise<void>;
  /** The remaining migrations, after the data is in. */
  migrateAll(): Promise<void>;
}

export interface RestoreResult {
  tables: number;
  rows: number;
  files: number;
}

/** Restores a backup into an empty database and uploads folder, checking every table's count and checksum. */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreResult> {
  const reader = new EntryReader(fs.createReadStream(file).pipe(zlib.createGunzip()));
  const begin = await reader.entry();
  if (!begin || begin.type !== 'begin' || begin.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a Padosi backup (${BACKUP_FORMAT}).`);

  const client = await target.pool.connect();
  try {
    for (const t of await publicTables(client)) {
      // Migrations seed a few rows (ad categories, listing totals); anything else means the target is in use.
      if (t === 'ad_categories' || t === 'listing_counts') continue;
      if ((await client.query(`SELECT 1 FROM ${q(t)} LIMIT 1`)).rowCount)
        throw new BackupError('The target database is not empty: restore needs an empty DATA_DIR or database.');
    }
  } finally {
    client.release();
  }
  if (listFiles(target.uploadsDir).length > 0) throw new BackupError(`The uploads folder ${target.uploadsDir} is not empty.`);
  await target.migrateTo(begin.migrations.length, begin.migrations);

  let tables = 0;
  let rows = 0;
  let files = 0;
  const tx = await target.pool.connect();
  try {
    await tx.query('BEGIN');
    // Triggers (listing totals) and foreign keys are off while rows go in as they were: the totals come back as saved.
    await tx.query('SET LOCAL session_replication_role = replica').catch(() => {
      throw new BackupError('Restore needs a role allowed to set session_replication_role (a superuser, or GRANT SET ON PARAMETER).');
    });
    const all = await publicTables(tx);
    if (all.length) await tx.query(`TRUNCATE ${all.map(q).join(', ')}`);
    const expected: TableEntry[] = [];
    for (;;) {
      const entry = await reader.entry();
      if (!entry) throw new BackupError('The backup file is truncated (no end entry).');
      if (entry.type === 'table') {
        const sink = tx.query(copyFrom(`COPY ${q(entry.name)} (${entry.columns.map(q).join(', ')}) FROM STDIN`));
        await pipeline(Readable.from(reader.chunks()), sink);
        expected.push(entry);
        tables++;
        rows += entry.rows;
      } else if (entry.type === 'sequence') {
        await tx.query('SELECT setval($1::regclass, $2::bigint, $3)', [`public.${q(entry.name)}`, entry.lastValue, entry.isCalled]);
      } else if (entry.type === 'file') {
        const dest = path.resolve(target.uploadsDir, entry.path);
        if (!dest.startsWith(path.resolve(target.uploadsDir) + path.sep)) throw new BackupError(`Refusing a file outside the uploads folder: ${entry.path}`);
        fs.mkdirSync(path.dirname(dest), { recursive: true, mode: 0o700 });
        const hash = crypto.createHash('sha256');
        const out = fs.createWriteStream(dest, { mode: 0o600 });
        await pipeline(
          Readable.from(reader.chunks()),
          new Writable({
            write(chunk: Buffer, _enc, cb) {
              hash.update(chunk);
              out.write(chunk, cb);
            },
            final(cb) {
              out.end(cb);
            },
          }),
        );
        if (hash.digest('hex') !== entry.sha256) throw new BackupError(`Upload ${entry.path} does not match its checksum.`);
        files++;
      } else if (entry.type === 'end') {
        break;
      }
    }
    for (const t of expected) {
      const got = await tableChecksum(tx, t.name);
      if (got.rows !== t.rows || got.checksum !== t.checksum) {
        throw new BackupError(`Table ${t.name} does not match the backup (${got.rows} rows restored, ${t.rows} saved).`);
      }
    }
    await tx.query('COMMIT');
  } catch (err) {
    await tx.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    tx.release();
  }
  await target.migrateAll();
  return { tables, rows, files };
}

/** The tables a backup holds, with the row counts and checksums taken in its snapshot. */
export async function readBackupTables(file: string): Promise<Array<{ name: string; rows: number; checksum: string }>> {
  const reader = new EntryReader(fs.createReadStream(file).pipe(zlib.createGunzip()));
  const out: Array<{ name: string; rows: number; checksum: string }> = [];
  for (;;) {
    const entry = await reader.entry();
    if (!entry || entry.type === 'end') return out;
    if (entry.type === 'table') out.push({ name: entry.name, rows: entry.rows, checksum: entry.checksum });
    if (entry.type === 'table' || entry.type === 'file') for await (const _ of reader.chunks());
  }
}
