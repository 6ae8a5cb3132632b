import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { HOME_HELP_CATEGORY_WORDS, homeHelpCategoryWords, type HomeHelpProvider, type HomeHelpServiceType } from '@padosi/shared/home-help';
import { storedImageUrl } from '@padosi/shared/images';
import { alias } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';

const { categories, serviceProviders: providers } = schema;

/**
 * Which directory providers do home help (decision 503): those whose main or sub category name holds one of
 * these words, case-insensitively and as whole words, so "Maid Services", "Home Cook" and "House Keeping" match
 * but "Pressure Cooker Repair" does not. PostgreSQL regex: \m and \M are the start and end of a word.
 */
const ALL_WORDS = HOME_HELP_CATEGORY_WORDS;
const wordsFor = (type?: HomeHelpServiceType) => homeHelpCategoryWords(type);

/** At most this many providers are offered for assignment, best rated first. */
export const PROVIDER_LIMIT = 200;

/** Directory images are stored as file names under /uploads/serviceproviders/; a full path is kept as is. */
export const providerPicture = (image: string | null) => storedImageUrl(image, 'serviceproviders');

/** Active categories whose names match; the category table is small, so the regex scan stays cheap. */
const matchingCategories = (db: Db, words: string) =>
  db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.status, true), sql`${categories.name} ~* ${words}`));

/**
 * The maid and cook providers an admin can assign, optionally only those for one service type. A provider's kind
 * comes from its sub category when that names one (a "Cook" under "House Keeping" is a cook), else from its
 * main category (anyone under "House Keeping" in "Deep Cleaning" is a maid).
 */
export async function listHomeHelpProviders(db: Db, type?: HomeHelpServiceType): Promise<HomeHelpProvider[]> {
  const words = wordsFor(type);
  const sub = alias(categories, 'sub');
  const main = alias(categories, 'main');
  const rows = await db
    .select({
      id: providers.id,
      name: providers.name,
      image: providers.profileImage,
      rating: providers.rating,
      reviewCount: providers.reviewCount,
      subName: sub.name,
      mainName: main.name,
    })
    .from(providers)
    .innerJoin(sub, eq(sub.id, providers.categoryId))
    .innerJoin(main, eq(main.id, providers.parentId))
    .where(
      and(
        or(inArray(providers.categoryId, matchingCategories(db, ALL_WORDS)), inArray(providers.parentId, matchingCategories(db, ALL_WORDS))),
        sql`(${sub.name} ~* ${words} OR (${sub.name} !~* ${ALL_WORDS} AND ${main.name} ~* ${words}))`,
      ),
    )
    .orderBy(desc(providers.rating), asc(providers.name), asc(providers.id))
    .limit(PROVIDER_LIMIT);
  const re = new RegExp(ALL_WORDS.replace(/\\m|\\M/g, '\\b'), 'i');
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    picture: providerPicture(p.image),
    rating: Number(p.rating),
    review_count: p.reviewCount,
    category: re.test(p.subName) ? p.subName : p.mainName,
  }));
}

/** Whether a provider may be assigned to home help (any maid or cook provider). */
export async function isHomeHelpProvider(db: Db, providerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(
      and(
        eq(providers.id, providerId),
        or(inArray(providers.categoryId, matchingCategories(db, ALL_WORDS)), inArray(providers.parentId, matchingCategories(db, ALL_WORDS))),
      ),
    )
    .limit(1);
  return Boolean(row);
}
