import { pageRoutes } from '../../lib/routes';

const pages = {
  listing: () => import('./pages/banner-listing-page'),
  details: () => import('./pages/banner-details-page'),
  form: () => import('./pages/banner-form-page'),
};

/** Spec 02: the open banner screens. */
export const bannerRoutes = pageRoutes('banners', pages, [
  ['banner/listing', 'listing'],
  ['banner/details/:id', 'details'],
]);

/** The banner form, admin only (wrapped by the router's admin guard). */
export const adminBannerRoutes = pageRoutes('banners', pages, [
  ['banner/create', 'form'],
  ['banner/edit/:id', 'form'],
]);
