import type { ReactNode } from 'react';
import type { CmsPage } from '@padosi/shared/cms';
import { Card } from '../../../components/ui/page';
import { RichText } from '../../../components/ui/rich-text';
import { useConfig } from '../../../lib/config';
import { useDocumentTitle } from '../../../lib/document-title';
import { imageUrl, onImageError } from '../../../lib/images';
import { useMetaTag } from '../use-meta-tag';

/**
 * A CMS page: banner image, title and the (server-sanitised, re-filtered) HTML; its meta tags go into the head.
 * `after`: what the portal adds under the admin's text (the society's contact details on Contact us).
 */
export function CmsArticle({ page, after }: { page: CmsPage; after?: ReactNode }) {
  const { siteName } = useConfig();
  useDocumentTitle(`${page.meta_title || page.title} | ${siteName}`);
  useMetaTag('description', page.meta_description);
  useMetaTag('keywords', page.meta_keywords);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      {page.banner_image && (
        <img
          src={imageUrl(page.banner_image)}
          onError={onImageError}
          alt=""
          width={1200}
          height={400}
          className="mb-6 aspect-[3/1] w-full rounded-2xl bg-slate-100 object-cover"
        />
      )}
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{page.title}</h1>
      <Card>
        <RichText html={page.content} className="text-slate-700" />
      </Card>
      {after}
    </article>
  );
}
