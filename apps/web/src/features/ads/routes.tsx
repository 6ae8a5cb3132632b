import { Navigate, type RouteObject } from 'react-router';
import { page } from '../../app/lazy-page';

export const adsRoutes: RouteObject[] = [
  { path: 'ads', lazy: page(() => import('./pages/ads-page')) },
  { path: 'ads/details/:adId', lazy: page(() => import('./pages/ad-details-page')) },
  { path: 'ads/:userId', lazy: page(() => import('./pages/ads-page')) },
];

export const guardedAdsRoutes: RouteObject[] = [
  { path: 'ads/create', lazy: page(() => import('./pages/ad-form-page')) },
  { path: 'ads/edit/:adId', lazy: page(() => import('./pages/ad-form-page')) },
  // The spec's empty-state link points at /ads/add; it opens the same form rather than falling through to home.
  { path: 'ads/add', element: <Navigate to="/ads/create" replace /> },
];
