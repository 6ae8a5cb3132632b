import { and, asc, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import { schema, type Db } from '../../platform/db';

const { cmsPages } = schema;
const LIST_MAX = 500;

export async function listPages(db: Db, onlyActive: boolean, titleLike?: string) {
  const where: SQL[] = [];
  if (onlyActive) where.push(eq(cmsPages.status, 'active'));
  if (titleLike) where.push(or(ilike(cmsPages.title, titleLike), ilike(cmsPages.slug, titleLike))!);
  return db
    .select()
    .from(cmsPages)
    .where(where.length ? and(...where) : undefined)
    .orderBy(onlyActive ? asc(cmsPages.title) : desc(cmsPages.id))
    .limit(LIST_MAX);
}

export async function findPage(db: Db, id: number) {
  const [row] = await db.select().from(cmsPages).where(eq(cmsPages.id, id)).limit(1);
  return row ?? null;
}

export async function findPageBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(cmsPages).where(eq(cmsPages.slug, slug)).limit(1);
  return row ?? null;
}

/** Slugs equal to `base` or of the form `base-…`, to pick a free suffix. */
export async function slugsLike(db: Db, base: string) {
  const rows = await db
    .select({ slug: cmsPages.slug })
    .from(cmsPages)
    .where(or(eq(cmsPages.slug, base), like(cmsPages.slug, `${base}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function insertPage(db: Db, values: typeof cmsPages.$inferInsert) {
  const [row] = await db.insert(cmsPages).values(values).returning();
  return row!;
}

export async function updatePage(db: Db, id: number, values: Partial<typeof cmsPages.$inferInsert>) {
  const [row] = await db
    .update(cmsPages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cmsPages.id, id))
    .returning();
  return row ?? null;
}

export async function deletePage(db: Db, id: number) {
  const [row] = await db.delete(cmsPages).where(eq(cmsPages.id, id)).returning();
  return row ?? null;
}
