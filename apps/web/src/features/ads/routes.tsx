import { Navigate, type RouteObject } from 'react-router';
import { pageRoutes } from '../../lib/routes';

const pages = { list: () => import('./pages/ads-page'), details: () => import('./pages/ad-details-page'), form: () => import('./pages/ad-form-page') };

export const adsRoutes = pageRoutes('ads', pages, [
  ['ads', 'list'],
  ['ads/details/:adId', 'details'],
  ['ads/:userId', 'list'],
]);

export const guardedAdsRoutes: RouteObject[] = [
  ...pageRoutes('ads', pages, [
    ['ads/create', 'form'],
    ['ads/edit/:adId', 'form'],
  ]),
  // The spec's empty-state link points at /ads/add; it opens the same form rather than falling through to home.
  { path: 'ads/add', element: <Navigate to="/ads/create" replace /> },
];
