import { pageRoutes } from '../../lib/routes';

const pages = {
  list: () => import('./pages/rentals-page'),
  details: () => import('./pages/rental-details-page'),
  form: () => import('./pages/rental-form-page'),
};

export const rentalsRoutes = pageRoutes('rentals', pages, [
  ['rentals', 'list'],
  ['rentals/details/:adId', 'details'],
  ['rentals/:userId', 'list'],
]);

export const guardedRentalsRoutes = pageRoutes('rentals', pages, [
  ['rentals/create', 'form'],
  ['rentals/edit/:adId', 'form'],
]);
