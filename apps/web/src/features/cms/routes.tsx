import { CMS_FOOTER_SLUGS } from '@padosi/shared/cms-constants';
import { pageRoutes } from '../../lib/routes';

const pages = {
  list: () => import('./pages/cms-list-page'),
  cms: () => import('./pages/cms-page'),
  sitemap: () => import('./pages/sitemap-page'),
  enquiry: () => import('./pages/enquiry-page'),
  info: () => import('./pages/info-page'),
  admin: () => import('./pages/admin-cms-page'),
};

/** Spec 02 CMS routes, the footer's information pages (CMS pages by slug) and the sitemap. */
export const cmsRoutes = pageRoutes('cms', pages, [
  ['cms', 'list'],
  ['cms/:slug', 'cms'],
  ['sitemap', 'sitemap'],
  ['enquery', 'enquiry'],
  ...CMS_FOOTER_SLUGS.map((path) => [path, 'info'] as const),
]);

/** Admin only: wrapped by the router's admin guard. */
export const adminCmsRoutes = pageRoutes('cms', pages, [['admin/cms', 'admin']]);
