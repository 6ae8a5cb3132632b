import { eq, sql } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { DICTIONARY_WORD, addWords, buildSearchText } from '../../db/search-text';

export { addWords, buildSearchText };

const { serviceProviders, categories, searchWords } = schema;

/** Adds a provider's words to the spelling dictionary. */
export async function addProviderWords(db: Db, providerId: number) {
  await db.execute(sql`
    INSERT INTO ${searchWords} (word)
    SELECT DISTINCT w FROM ${serviceProviders}, unnest(tsvector_to_array(${serviceProviders.searchVector})) AS w
    WHERE ${serviceProviders.id} = ${providerId} AND ${DICTIONARY_WORD}
    ON CONFLICT DO NOTHING`);
}

/**
 * After a category is renamed or moved: its providers' main category follows a moved sub category, and their
 * search text is rebuilt from the current names. An admin action touching one category's providers.
 */
export async function refreshCategoryProviders(db: Db, categoryId: number) {
  const [category] = await db.select().from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!category) return;
  await addWords(db, category.name);
  if (category.parentId !== null) {
    await db.update(serviceProviders).set({ parentId: category.parentId }).where(eq(serviceProviders.categoryId, categoryId));
  }
  const column = category.parentId === null ? serviceProviders.parentId : serviceProviders.categoryId;
  await db.execute(sql`
    UPDATE ${serviceProviders} AS sp SET search_text = lower(concat_ws(' ',
        nullif(sp.shopname, ''), nullif(sp.title, ''), sub.name, main.name, nullif(sp.business_details, '')))
    FROM ${categories} AS sub, ${categories} AS main
    WHERE sub.id = sp.category_id AND main.id = sp.parent_id AND sp.${sql.identifier(column.name)} = ${categoryId}`);
}
