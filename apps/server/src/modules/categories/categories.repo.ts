import { and, eq, isNull, sql } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { byId } from '../../platform/sql/rows';

const { categories } = schema;

const rows = byId(categories);
export const findCategoryRow = rows.find;

export const insertCategory = rows.insert;

export const updateCategory = rows.update;

export const countChildren = async (db: Db, id: number) =>
  (await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1)).length;

/** Priorities 10, 20, 30… in the given order, within one parent group only. */
export async function setPriorities(db: Db, parentId: number | null, ids: readonly number[]) {
  await db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) {
      await tx
        .update(categories)
        .set({ priority: (i + 1) * 10, updatedAt: new Date() })
        .where(and(eq(categories.id, id), parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId)));
    }
  });
}

export const listCategoryAliases = (db: Db) =>
  db.select({ id: categories.id, name: categories.name, parent_id: categories.parentId, aliases: categories.aliases }).from(categories).orderBy(categories.id);

/** Every category's name and parent, read inside the starter set's transaction (not the in-memory index). */
export const listCategoryNames = (db: Db) => db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories);

/** Serialises two "add the starter set" at once, so the second sees the first one's rows and adds nothing. */
export const lockStarterSet = (db: Db) => db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('padosi.starter-categories'))`);
