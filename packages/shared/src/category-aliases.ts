import { z } from 'zod';
import { maxMessage } from './common';

/** Other words a category is searched by ("doctor" for Health); admin-edited (decision 1500). */
export const ALIAS_LIMITS = { aliasMax: 40, perCategory: 20 } as const;

export const ALIAS_MESSAGES = {
  tooMany: `At most ${ALIAS_LIMITS.perCategory} aliases per category.`,
  saved: 'Aliases saved successfully!',
} as const;

/** Trimmed, lower-cased and without duplicates; blank entries are dropped. */
export const CategoryAliasesBody = z.object({
  aliases: z
    .array(z.string().max(ALIAS_LIMITS.aliasMax, maxMessage(ALIAS_LIMITS.aliasMax)))
    .max(ALIAS_LIMITS.perCategory, ALIAS_MESSAGES.tooMany)
    .transform((list) => [...new Set(list.map((a) => a.trim().replace(/\s+/g, ' ').toLowerCase()).filter(Boolean))]),
});
export type CategoryAliasesBody = z.input<typeof CategoryAliasesBody>;

export const CategoryAliases = z.object({ id: z.number().int(), name: z.string(), parent_id: z.number().int().nullable(), aliases: z.array(z.string()) });
export type CategoryAliases = z.infer<typeof CategoryAliases>;
