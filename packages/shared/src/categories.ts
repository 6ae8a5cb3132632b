import { z } from 'zod';
import { SHORT_MAX, maxMessage } from './common';
import { optionalLink } from './links';
import { CATEGORY_HOME_HELP, CATEGORY_LIMITS, CATEGORY_MESSAGES } from './category-constants';

export * from './category-constants';

export const Category = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  parent_name: z.string().nullable(),
  module_url: z.string().nullable(),
  icon_path: z.string().nullable(),
  /** The main category's icon: shown when icon_path is blank. */
  parent_icon_path: z.string().nullable(),
  priority: z.number().int(),
  toprating: z.boolean(),
  status: z.boolean(),
  /** Which home help this category supplies (maid, cook, house keeping), or null. */
  home_help: z.enum(CATEGORY_HOME_HELP).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Category = z.infer<typeof Category>;

/** Multipart text fields of the admin category form; the optional file field is `icon`. */
const boolField = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === true || v === 'true' || v === '1'));

export const CategoryBody = z.object({
  name: z
    .string({ error: CATEGORY_MESSAGES.nameRequired })
    .trim()
    .min(1, CATEGORY_MESSAGES.nameRequired)
    .max(CATEGORY_LIMITS.nameMax, maxMessage(CATEGORY_LIMITS.nameMax)),
  parent_id: z
    .union([z.number(), z.string().max(SHORT_MAX), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '' || v === 'null') return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n <= 0) {
        ctx.addIssue({ code: 'custom', message: CATEGORY_MESSAGES.parentInvalid });
        return z.NEVER;
      }
      return n;
    }),
  module_url: optionalLink(),
  priority: z.coerce.number({ error: 'Priority must be a whole number.' }).int('Priority must be a whole number.').min(0).max(100000).default(0),
  toprating: boolField(false),
  status: boolField(true),
  /** Blank: supplies no home help; left out: an edit keeps the category's current choice. */
  home_help: z
    .enum([...CATEGORY_HOME_HELP, ''], { error: CATEGORY_MESSAGES.homeHelpInvalid })
    .optional()
    .transform((v) => (v === '' ? null : v)),
});
export type CategoryValues = z.output<typeof CategoryBody>;

/** POST /api/admin/categories/starter: how many starter categories were added and how many were there already. */
export const StarterCategoriesResult = z.object({ message: z.string(), added: z.number().int(), already: z.number().int() });
export type StarterCategoriesResult = z.infer<typeof StarterCategoriesResult>;

/** module_url (beyond the spec's id, title, image) lets a card link where the category list would. */
const CardItem = z.object({ id: z.number().int(), title: z.string(), image: z.string().nullable(), module_url: z.string().nullable() });
/** One home category card group: a main category with its sub categories (spec: maincategory, subcategories). */
export const HomeCardCategoryGroup = z.object({ maincategory: CardItem, subcategories: z.array(CardItem) });
export type HomeCardCategoryGroup = z.infer<typeof HomeCardCategoryGroup>;
