/** Category list constants and helpers, free of zod so the home page's first render can use them. */
export const CATEGORY_LIMITS = { nameMax: 60, iconMaxBytes: 1024 * 1024, iconMaxPx: 256, listMax: 500 } as const;

/** Category list and cards on the home page (spec 01 point 9). */
export const CATEGORY_UI = { visibleItems: 6, mobilePerRow: 2, cardScrollPx: 200, arrowUpdateMs: 300, collapseScrollMs: 300 } as const;

/**
 * What a category supplies for home help (issue 24): the admin's explicit choice, null for none. A maid and
 * house keeping answer a Maid request, a cook a Cook request; any of them a request for both.
 */
export const CATEGORY_HOME_HELP = ['maid', 'cook', 'housekeeping'] as const;
export type CategoryHomeHelp = (typeof CATEGORY_HOME_HELP)[number];

/** The category choices that answer a home-help request of this service type (Both, or none: all of them). */
export const homeHelpKindsFor = (serviceType?: string): CategoryHomeHelp[] =>
  serviceType === 'Maid' ? ['maid', 'housekeeping'] : serviceType === 'Cook' ? ['cook'] : [...CATEGORY_HOME_HELP];

export const CATEGORY_MESSAGES = {
  nameRequired: 'Name is required.',
  parentInvalid: 'The main category does not exist.',
  parentNotMain: 'A sub category must belong to a main category.',
  created: 'Category created successfully!',
  updated: 'Category updated successfully!',
  iconType: 'Only JPG, PNG or WebP images are allowed.',
  homeHelpInvalid: 'Choose maid, cook, house keeping or none.',
  starterAdded: 'The starter categories were added.',
  starterPresent: 'The starter categories are already there.',
} as const;

/** Where a category links: its module_url if set, else its category page. */
export const categoryHref = (c: { id: number; module_url?: string | null }) => (c.module_url ? c.module_url : `/home/${c.id}`);
/** icon_path, falling back to the main category's icon when blank. */
export const categoryIcon = (c: { icon_path?: string | null; parent_icon_path?: string | null }) =>
  c.icon_path?.trim() ? c.icon_path : c.parent_icon_path?.trim() ? c.parent_icon_path : null;
