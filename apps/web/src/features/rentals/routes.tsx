import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page';

export const rentalsRoutes: RouteObject[] = [
  { path: 'rentals', lazy: page(() => import('./pages/rentals-page')) },
  { path: 'rentals/details/:adId', lazy: page(() => import('./pages/rental-details-page')) },
  { path: 'rentals/:userId', lazy: page(() => import('./pages/rentals-page')) },
];

export const guardedRentalsRoutes: RouteObject[] = [
  { path: 'rentals/create', lazy: page(() => import('./pages/rental-form-page')) },
  { path: 'rentals/edit/:adId', lazy: page(() => import('./pages/rental-form-page')) },
];
