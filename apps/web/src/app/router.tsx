import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { guardedAdminRoutes } from '../features/admin/routes';
import { directoryRoutes, guardedDirectoryRoutes } from '../features/directory/routes';
import { Layout } from '../shell/layout';
import { RequireAuth } from './require-auth';
import { adsRoutes, guardedAdsRoutes } from '../features/ads/routes';
import { carpoolRoutes, guardedCarpoolRoutes } from '../features/carpool/routes';
import { guardedHomeHelpRoutes, homeHelpRoutes } from '../features/home-help/routes';
import { guardedRentalsRoutes, rentalsRoutes } from '../features/rentals/routes';
import { RouteError } from './route-error';
import { foundationRoutes, guardedFoundationRoutes } from './routes-foundation';

/**
 * The route table of the spec. Each feature exports two arrays of lazy routes (public and guarded) from its
 * routes file; add them here. Anything unknown redirects home.
 */
const publicRoutes: RouteObject[] = [...foundationRoutes, ...directoryRoutes, ...adsRoutes, ...rentalsRoutes, ...carpoolRoutes, ...homeHelpRoutes];
const guardedRoutes: RouteObject[] = [
  ...guardedFoundationRoutes,
  ...guardedAdminRoutes,
  ...guardedDirectoryRoutes,
  ...guardedAdsRoutes,
  ...guardedRentalsRoutes,
  ...guardedCarpoolRoutes,
  ...guardedHomeHelpRoutes,
];

export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [...publicRoutes, { element: <RequireAuth />, children: guardedRoutes }, { path: '*', element: <Navigate to="/" replace /> }],
  },
]);
