import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './users';

/**
 * Static pages written by admins (spec 02, CMS). `content` is HTML that went through the allow-list sanitiser
 * before it was stored; `slug` is the page's address under /cms/ and never changes unless an admin changes it.
 */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    metaKeywords: text('meta_keywords').notNull().default(''),
    slug: text('slug').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    /** Public path under /uploads/cms/. */
    bannerImage: text('banner_image'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('cms_pages_slug_idx').on(t.slug),
    index('cms_pages_status_idx').on(t.status, t.id),
    index('cms_pages_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    check('cms_pages_status_check', sql`${t.status} in ('active', 'inactive')`),
  ],
);
