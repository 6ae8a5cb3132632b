import { z } from 'zod';
import { maxMessage } from './common';
import { isBlankHtml, visibleTextLength } from './rich-text';
import { IMAGE_MESSAGES } from './images';

export * from './cms-constants';

export const CMS_LIMITS = {
  titleMax: 150,
  /** Spec 02: the content counter reads /2000; it counts what a reader sees, as the provider description does. */
  contentMax: 2000,
  /** The HTML itself (tags included) may be longer than what it shows, but not without bound. */
  contentHtmlMax: 40_000,
  metaTitleMax: 150,
  metaDescriptionMax: 300,
  metaKeywordsMax: 300,
  slugMax: 120,
  searchMax: 100,
  imageMaxBytes: 5 * 1024 * 1024,
  storedMaxPx: 1600,
  /** Same browser compression as the banner form. */
  compress: { maxSizeKb: 200, maxPx: 1600 },
} as const;

export const CMS_STATUSES = ['active', 'inactive'] as const;
export type CmsStatus = (typeof CMS_STATUSES)[number];

/** Spec 02 texts (verbatim) and the form's own messages. */
export const CMS_MESSAGES = {
  notFound: 'The requested page could not be found.',
  failed: 'Something went wrong! Please try again later.',
  deleteConfirm: 'Are you sure you want to delete this page?',
  titleRequired: 'Title is required.',
  contentRequired: 'Content is required.',
  slugInvalid: 'Use lowercase letters, digits and hyphens only.',
  statusInvalid: 'Status must be active or inactive.',
  imageType: 'Only JPG, PNG or WebP images are allowed.',
  created: 'Page created successfully.',
  updated: 'Page updated successfully.',
  deleted: 'Page deleted successfully.',
  statusChanged: 'Page status updated.',
  compressFailed: IMAGE_MESSAGES.compressFailed,
} as const;

/**
 * "About Us & FAQ!" → "about-us-faq": lowercase ASCII letters and digits joined by single hyphens. A plain loop
 * rather than a regex chain, so no input can make it backtrack.
 */
export function slugify(text: string, max: number = CMS_LIMITS.slugMax): string {
  let out = '';
  let gap = false;
  for (const ch of text.normalize('NFKD').toLowerCase()) {
    const isWord = (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9');
    if (isWord) {
      if (gap && out) out += '-';
      out += ch;
      gap = false;
    } else if (ch.charCodeAt(0) < 0x300 || ch.charCodeAt(0) > 0x36f) {
      // Combining accents (from NFKD) are dropped silently; anything else separates words.
      gap = true;
    }
    if (out.length >= max) break;
  }
  return out.slice(0, max).replace(/-$/, '');
}

/** The page link the spec shows: /cms/ followed by the slug. */
export const pageLink = (slug: string) => `/cms/${slug}`;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (max: number) => z.string().trim().max(max, maxMessage(max)).default('');

/** The CMS form, as multipart text fields (POST) or JSON / multipart (PUT). */
export const CmsBody = z.object({
  title: z.string({ error: CMS_MESSAGES.titleRequired }).trim().min(1, CMS_MESSAGES.titleRequired).max(CMS_LIMITS.titleMax, maxMessage(CMS_LIMITS.titleMax)),
  content: z
    .string({ error: CMS_MESSAGES.contentRequired })
    .max(CMS_LIMITS.contentHtmlMax, { message: maxMessage(CMS_LIMITS.contentMax), abort: true })
    .refine((html) => !isBlankHtml(html), { message: CMS_MESSAGES.contentRequired, abort: true })
    .refine((html) => visibleTextLength(html) <= CMS_LIMITS.contentMax, maxMessage(CMS_LIMITS.contentMax)),
  meta_title: text(CMS_LIMITS.metaTitleMax),
  meta_description: text(CMS_LIMITS.metaDescriptionMax),
  meta_keywords: text(CMS_LIMITS.metaKeywordsMax),
  /** Optional: left empty, the server makes it from the title. */
  slug: z
    .string()
    .trim()
    .max(CMS_LIMITS.slugMax, { message: maxMessage(CMS_LIMITS.slugMax), abort: true })
    .default('')
    .refine((v) => v === '' || SLUG.test(v), CMS_MESSAGES.slugInvalid),
  status: z.enum(CMS_STATUSES, { error: CMS_MESSAGES.statusInvalid }).default('active'),
});
export type CmsInput = z.input<typeof CmsBody>;
export type CmsValues = z.output<typeof CmsBody>;

/** PUT /status/{id}: "active" or "inactive" (a boolean is read as active / inactive too). */
export const CmsStatusBody = z.object({
  status: z
    .union([z.enum(CMS_STATUSES), z.boolean()], { error: CMS_MESSAGES.statusInvalid })
    .transform((v): CmsStatus => (v === true ? 'active' : v === false ? 'inactive' : v)),
});

export const CmsSearchQuery = z.object({ query: z.string().trim().max(CMS_LIMITS.searchMax, maxMessage(CMS_LIMITS.searchMax)).default('') });

export const CmsSlugParam = z.object({ slug: z.string().trim().min(1).max(CMS_LIMITS.slugMax) });

export const CmsPage = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  page_link: z.string(),
  slug: z.string(),
  status: z.enum(CMS_STATUSES),
  banner_image: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CmsPage = z.infer<typeof CmsPage>;

export const CmsSaved = z.object({ message: z.string(), data: CmsPage });
