import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page';

/** Car pooling: every screen is its own lazily loaded chunk (the spec's car-pooling module). */
export const carpoolRoutes: RouteObject[] = [
  { path: 'carpooling', lazy: page(() => import('./pages/ride-list-page')) },
  { path: 'carpooling/ride-list', lazy: page(() => import('./pages/ride-list-page')) },
  { path: 'carpooling/details/:rideId', lazy: page(() => import('./pages/ride-details-page')) },
  { path: 'carpooling/:user_id', lazy: page(() => import('./pages/ride-list-page')) },
];

export const guardedCarpoolRoutes: RouteObject[] = [
  { path: 'carpooling/create', lazy: page(() => import('./pages/ride-form-page')) },
  { path: 'carpooling/edit/:rideId', lazy: page(() => import('./pages/ride-form-page')) },
];
