import { and, asc, eq, inArray, isNull, isNotNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CATEGORY_LIMITS, type Category } from '@padosi/shared/categories';
import { schema, type Db } from '../../platform/db';

const { categories } = schema;
const parent = alias(categories, 'parent');
export type CategoryRow = typeof categories.$inferSelect;

const fields = {
  id: categories.id,
  name: categories.name,
  parentId: categories.parentId,
  parentName: parent.name,
  moduleUrl: categories.moduleUrl,
  iconPath: categories.iconPath,
  parentIconPath: parent.iconPath,
  priority: categories.priority,
  toprating: categories.toprating,
  status: categories.status,
  createdAt: categories.createdAt,
  updatedAt: categories.updatedAt,
};
interface CategoryJoined {
  id: number;
  name: string;
  parentId: number | null;
  parentName: string | null;
  moduleUrl: string | null;
  iconPath: string | null;
  parentIconPath: string | null;
  priority: number;
  toprating: boolean;
  status: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const toCategory = (c: CategoryJoined): Category => ({
  id: c.id,
  name: c.name,
  parent_id: c.parentId,
  parent_name: c.parentName,
  module_url: c.moduleUrl,
  icon_path: c.iconPath,
  parent_icon_path: c.parentIconPath,
  priority: c.priority,
  toprating: c.toprating,
  status: c.status,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

/** Categories with their parent's name and icon, by priority; admin-made so few, still capped. */
async function selectCategories(db: Db, where: SQL | undefined) {
  const rows = await db
    .select(fields)
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(where)
    .orderBy(asc(parent.priority), asc(categories.priority), asc(categories.id))
    .limit(CATEGORY_LIMITS.listMax);
  return rows.map(toCategory);
}

export const listMainCategories = (db: Db) => selectCategories(db, and(isNull(categories.parentId), eq(categories.status, true)));

export const listChildCategories = (db: Db, parentId: number) => selectCategories(db, and(eq(categories.parentId, parentId), eq(categories.status, true)));

export const listSubCategories = (db: Db, parentId?: number) =>
  selectCategories(db, and(parentId ? eq(categories.parentId, parentId) : isNotNull(categories.parentId), eq(categories.status, true)));

export async function findCategory(db: Db, id: number) {
  const [row] = await db.select(fields).from(categories).leftJoin(parent, eq(parent.id, categories.parentId)).where(eq(categories.id, id)).limit(1);
  return row ? toCategory(row) : null;
}

export async function findCategoryRow(db: Db, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row ?? null;
}

export async function insertCategory(db: Db, values: typeof categories.$inferInsert) {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(db: Db, id: number, values: Partial<typeof categories.$inferInsert>) {
  const [row] = await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning();
  return row ?? null;
}

export const countChildren = async (db: Db, id: number) =>
  (await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, id)).limit(1)).length;

/** Main categories flagged toprating, each with its active sub categories (the home page's category cards). */
export async function listHomeCardGroups(db: Db) {
  const mains = await selectCategories(db, and(isNull(categories.parentId), eq(categories.status, true), eq(categories.toprating, true)));
  if (mains.length === 0) return [];
  const subs = await selectCategories(db, and(inArray(categories.parentId, mains.map((m) => m.id)), eq(categories.status, true)));
  const icon = (c: Category) => c.icon_path || c.parent_icon_path;
  return mains.map((m) => ({
    maincategory: { id: m.id, title: m.name, image: m.icon_path },
    subcategories: subs.filter((s) => s.parent_id === m.id).map((s) => ({ id: s.id, title: s.name, image: icon(s) })),
  }));
}
