import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page';

export const homeHelpRoutes: RouteObject[] = [
  { path: 'home-help', lazy: page(() => import('./pages/request-list-page')) },
  { path: 'home-help/request-list', lazy: page(() => import('./pages/request-list-page')) },
];

/** The details page is guarded too: a request is private to its requester and the admin team (decision 505). */
export const guardedHomeHelpRoutes: RouteObject[] = [
  { path: 'home-help/create', lazy: page(() => import('./pages/request-form-page')) },
  { path: 'home-help/edit/:requestId', lazy: page(() => import('./pages/request-form-page')) },
  { path: 'home-help/details/:requestId', lazy: page(() => import('./pages/request-details-page')) },
  { path: 'home-help/:user_id', lazy: page(() => import('./pages/request-list-page')) },
];
