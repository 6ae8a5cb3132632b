import { pageRoutes } from '../../lib/routes';

/** Car pooling: every screen is its own lazily loaded chunk (the spec's car-pooling module). */
const pages = {
  list: () => import('./pages/ride-list-page'),
  details: () => import('./pages/ride-details-page'),
  form: () => import('./pages/ride-form-page'),
};

export const carpoolRoutes = pageRoutes('carpool', pages, [
  ['carpooling', 'list'],
  ['carpooling/ride-list', 'list'],
  ['carpooling/details/:rideId', 'details'],
  ['carpooling/:user_id', 'list'],
]);

export const guardedCarpoolRoutes = pageRoutes('carpool', pages, [
  ['carpooling/create', 'form'],
  ['carpooling/edit/:rideId', 'form'],
]);
