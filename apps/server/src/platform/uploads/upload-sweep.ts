import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { UPLOAD_MODULES, type UploadStore } from './uploads';

/*
 * The `uploads-sweep` job (daily, once across instances). Requests remove the files they replace right after their
 * write commits; a process that dies in between, or a write that failed after its files were stored, leaves files no
 * row names. This removes them. A file is kept when any text of any row in the app's schema names it (so a column
 * nobody listed here still protects its files), and when it is younger than the grace period (its row may not be
 * committed yet).
 */

export const SWEEP_GRACE_MS = 24 * 3600 * 1000;

/** Server-made names: 32 hex characters, then the extension or a copy's `-thumb.webp` / `-medium.webp`. */
const STORED = /^([a-f0-9]{32})(?:\.(?:jpg|png|webp)|-(?:thumb|medium)\.webp)$/;
const NAMED = /([a-f0-9]{32})\.(?:jpg|png|webp)/g;

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The file ids (the 32 hex characters) that any row of the `public` schema mentions. */
export async function referencedUploadIds(pool: pg.Pool): Promise<Set<string>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT DISTINCT c.table_name AS name FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`,
  );
  const ids = new Set<string>();
  for (const { name } of tables) {
    const { rows } = await pool.query<{ r: string }>(`SELECT t::text AS r FROM ${q(name)} t WHERE t::text ~ '[a-f0-9]{32}\\.(jpg|png|webp)'`);
    for (const { r } of rows) for (const m of r.matchAll(NAMED)) ids.add(m[1]!);
  }
  return ids;
}

/** Removes stored files (and thumbnails) older than `graceMs` that no row names; returns how many files went. */
export async function sweepOrphanUploads(pool: pg.Pool, uploads: UploadStore, graceMs = SWEEP_GRACE_MS, now = Date.now()) {
  const referenced = await referencedUploadIds(pool);
  let removed = 0;
  for (const module of UPLOAD_MODULES) {
    const dir = path.join(uploads.root, module);
    const files = await fs.readdir(dir).catch(() => [] as string[]);
    for (const file of files) {
      const id = STORED.exec(file)?.[1];
      if (!id || referenced.has(id)) continue;
      const stat = await fs.stat(path.join(dir, file)).catch(() => null);
      if (!stat?.isFile() || now - stat.mtimeMs < graceMs) continue;
      await fs.rm(path.join(dir, file), { force: true });
      removed++;
    }
  }
  return removed;
}
