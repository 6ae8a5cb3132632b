import { and, asc, desc, eq, inArray, not, or, sql } from 'drizzle-orm';
import { homeHelpKindsFor, type CategoryHomeHelp } from '@padosi/shared/category-constants';
import { type HomeHelpProvider, type HomeHelpServiceType } from '@padosi/shared/home-help';
import { storedImageUrl } from '@padosi/shared/images';
import { alias } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';

const { categories, serviceProviders: providers } = schema;

/*
 * Which directory providers do home help (decision 503, issue 24): those whose main or sub category an admin marked
 * as supplying maids, cooks or house keeping (`categories.home_help`). No name rule: "Pressure Cooker Repair" is
 * never a cook, and a society's "Kaamwali Bai" category is a maid as soon as the admin says so.
 */
/** At most this many providers are offered for assignment, best rated first. */
export const PROVIDER_LIMIT = 200;

/** Directory images are stored as file names under /uploads/serviceproviders/; a full path is kept as is. */
export const providerPicture = (image: string | null) => storedImageUrl(image, 'serviceproviders');

/** Active categories marked for these kinds of home help; the category table is small. */
const markedCategories = (db: Db, kinds: CategoryHomeHelp[]) =>
  db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.status, true), inArray(categories.homeHelp, kinds)));

const ALL = homeHelpKindsFor();
const inMarked = (db: Db) => or(inArray(providers.categoryId, markedCategories(db, ALL)), inArray(providers.parentId, markedCategories(db, ALL)));

/**
 * The maid and cook providers an admin can assign, optionally only those for one service type. A provider's kind
 * comes from its sub category when that is marked (a "Cook" under "House Keeping" is a cook), else from its main
 * category (anyone under "House Keeping" in "Deep Cleaning" is a maid).
 */
export async function listHomeHelpProviders(db: Db, type?: HomeHelpServiceType): Promise<HomeHelpProvider[]> {
  const kinds = homeHelpKindsFor(type);
  const sub = alias(categories, 'sub');
  const main = alias(categories, 'main');
  const subMarked = sql`(${sub.status} AND ${sub.homeHelp} IS NOT NULL)`;
  const rows = await db
    .select({
      id: providers.id,
      name: providers.name,
      image: providers.profileImage,
      rating: providers.rating,
      reviewCount: providers.reviewCount,
      subName: sub.name,
      mainName: main.name,
      subMarked: sql<boolean>`coalesce(${subMarked}, false)`,
    })
    .from(providers)
    .innerJoin(sub, eq(sub.id, providers.categoryId))
    .innerJoin(main, eq(main.id, providers.parentId))
    .where(and(inMarked(db), or(and(subMarked, inArray(sub.homeHelp, kinds)), and(not(subMarked), eq(main.status, true), inArray(main.homeHelp, kinds)))))
    .orderBy(desc(providers.rating), asc(providers.name), asc(providers.id))
    .limit(PROVIDER_LIMIT);
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    picture: providerPicture(p.image),
    rating: Number(p.rating),
    review_count: p.reviewCount,
    category: p.subMarked ? p.subName : p.mainName,
  }));
}

/** Whether a provider may be assigned to home help (any maid or cook provider). */
export async function isHomeHelpProvider(db: Db, providerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.id, providerId), inMarked(db)))
    .limit(1);
  return Boolean(row);
}
