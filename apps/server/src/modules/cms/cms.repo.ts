import { and, asc, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { byId } from '../../platform/sql/rows';

const { cmsPages } = schema;
const LIST_MAX = 500;
const pageRows = byId(cmsPages);

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

export const findPage = pageRows.find;

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

export const insertPage = pageRows.insert;
export const updatePage = pageRows.update;
export const deletePage = pageRows.remove;
