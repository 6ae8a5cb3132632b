/** Category list constants and helpers, free of zod so the home page's first render can use them. */
export const CATEGORY_LIMITS = { nameMax: 60, iconMaxBytes: 1024 * 1024, iconMaxPx: 256, listMax: 500 } as const;

/** Category list and cards on the home page (spec 01 point 9). */
export const CATEGORY_UI = { visibleItems: 6, mobilePerRow: 2, cardScrollPx: 200, arrowUpdateMs: 300, collapseScrollMs: 300 } as const;

export const CATEGORY_MESSAGES = {
  nameRequired: 'Name is required.',
  parentInvalid: 'The main category does not exist.',
  parentNotMain: 'A sub category must belong to a main category.',
  created: 'Category created successfully!',
  updated: 'Category updated successfully!',
  iconType: 'Only JPG, PNG or WebP images are allowed.',
} as const;

/** Where a category links: its module_url if set, else its category page. */
export const categoryHref = (c: { id: number; module_url?: string | null }) => (c.module_url ? c.module_url : `/home/${c.id}`);
/** icon_path, falling back to the main category's icon when blank. */
export const categoryIcon = (c: { icon_path?: string | null; parent_icon_path?: string | null }) =>
  c.icon_path?.trim() ? c.icon_path : c.parent_icon_path?.trim() ? c.parent_icon_path : null;
