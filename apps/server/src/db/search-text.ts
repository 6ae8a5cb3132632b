import { sql } from 'drizzle-orm';
import * as schema from './schema/index';
import { type Db } from '../platform/engine/db';

/**
 * The `search_text` column of service_providers and the spelling dictionary's words. Here, beside the schema,
 * because the providers module, the categories module (aliases) and the demo seeder all write them.
 */

/** Everything besides the name that a provider is found by, lower-cased: shop, title, categories, business details. */
export function buildSearchText(parts: {
  shopname?: string | null;
  title?: string | null;
  categoryName: string;
  parentName: string;
  businessDetails?: string | null;
}) {
  return [parts.shopname, parts.title, parts.categoryName, parts.parentName, parts.businessDetails]
    .filter((p): p is string => Boolean(p && p.trim()))
    .join(' ')
    .toLowerCase();
}

/**
 * Words the spelling dictionary keeps: 3–40 characters, not a plain number, and no ASCII punctuation or space, so a
 * lexeme such as "ex.com/plumber:x" never enters it (the search also quotes and re-checks what it reads).
 */
export const DICTIONARY_WORD = sql.raw(`length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$' AND w !~ '[[:punct:][:space:]]'`);

/** Adds the words of `text` to the spelling dictionary. */
export async function addWords(db: Db, text: string) {
  await db.execute(sql`
    INSERT INTO ${schema.searchWords} (word)
    SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple', ${text}))) AS w
    WHERE ${DICTIONARY_WORD}
    ON CONFLICT DO NOTHING`);
}
