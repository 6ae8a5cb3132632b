import { pageLink, type CmsPage } from '@padosi/shared/cms';
import type * as schema from '../../db/schema/index';

export type CmsRow = typeof schema.cmsPages.$inferSelect;

/** The spec's CMS page fields; page_link is derived from the slug so the two can never disagree. */
export const toCmsPage = (row: CmsRow): CmsPage => ({
  id: row.id,
  title: row.title,
  content: row.content,
  meta_title: row.metaTitle,
  meta_description: row.metaDescription,
  meta_keywords: row.metaKeywords,
  page_link: pageLink(row.slug),
  slug: row.slug,
  status: row.status,
  banner_image: row.bannerImage,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
