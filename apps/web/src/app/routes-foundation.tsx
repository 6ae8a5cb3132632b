import { Navigate, useParams, type RouteObject } from 'react-router';
import { featurePage } from '../lib/routes';

/** /product/{id}: the stable share link of an ad (decision 1202); the server answers it with a 301 too. */
function ProductRedirect() {
  const id = useParams().id ?? '';
  return <Navigate to={/^[1-9]\d{0,9}$/.test(id) ? `/ads/details/${id}` : '/ads'} replace />;
}

export const foundationRoutes: RouteObject[] = [
  { path: 'product/:id', element: <ProductRedirect /> },
  { index: true, lazy: featurePage(null, () => import('../features/directory/pages/home-page')) },
  { path: 'home', lazy: featurePage(null, () => import('../features/directory/pages/home-page')) },
  { path: 'login', lazy: featurePage('auth', () => import('../features/auth/pages/login-page')) },
  { path: 'terms-policy', lazy: featurePage('terms', () => import('../features/terms/pages/terms-page')) },
  { path: 'terms', lazy: featurePage('terms', () => import('../features/terms/pages/terms-page')) },
  { path: 'privacy', lazy: featurePage('terms', () => import('../features/terms/pages/terms-page')) },
  { path: 'grievance', lazy: featurePage('privacy', () => import('../features/privacy/pages/grievance-page')) },
  { path: 'account-deletion', lazy: featurePage('privacy', () => import('../features/privacy/pages/account-deletion-page')) },
];

export const guardedFoundationRoutes: RouteObject[] = [
  { path: 'profile', lazy: featurePage('profile', () => import('../features/profile/pages/profile-page')) },
  { path: 'my-listings', lazy: featurePage('my-listings', () => import('../features/my-listings/pages/my-listings-page')) },
  { path: 'notifications', lazy: featurePage('notifications', () => import('../features/notifications/pages/inbox-page')) },
  { path: 'saved-searches', lazy: featurePage('notifications', () => import('../features/notifications/pages/saved-searches-page')) },
];
