import type { RouteObject } from 'react-router';
import { guardedAdminRoutes } from '../features/admin/routes';
import { adminBannerRoutes, bannerRoutes } from '../features/banners/routes';
import { adminCmsRoutes, cmsRoutes } from '../features/cms/routes';
import { RequireAdmin } from './require-admin';
import { directoryRoutes, guardedDirectoryRoutes } from '../features/directory/routes';
import { Layout } from '../shell/layout';
import { RequireAuth } from './require-auth';
import { adsRoutes, guardedAdsRoutes } from '../features/ads/routes';
import { carpoolRoutes, guardedCarpoolRoutes } from '../features/carpool/routes';
import { guardedHomeHelpRoutes, homeHelpRoutes } from '../features/home-help/routes';
import { guardedRentalsRoutes, rentalsRoutes } from '../features/rentals/routes';
import { setupRoutes } from '../features/setup/routes';
import { guardedKitchenRoutes, kitchenRoutes } from '../features/kitchens/routes';
import { RouteError } from './route-error';
import { MissingPage, RouteFallback, ValidParams } from './route-guards';
import { foundationRoutes, guardedFoundationRoutes } from './routes-foundation';

/**
 * The route table of the spec. Each feature exports two arrays of lazy routes (public and guarded) from its
 * routes file; add them here. Anything unknown redirects home with a notice, as does an id that is not a number.
 */
const publicRoutes: RouteObject[] = [
  ...foundationRoutes,
  ...directoryRoutes,
  ...adsRoutes,
  ...rentalsRoutes,
  ...carpoolRoutes,
  ...homeHelpRoutes,
  ...kitchenRoutes,
  ...cmsRoutes,
  ...bannerRoutes,
  ...setupRoutes,
];
/** Admin screens: signed in (RequireAuth) and admin (RequireAdmin). */
const adminRoutes: RouteObject[] = [...guardedAdminRoutes, ...adminCmsRoutes, ...adminBannerRoutes];
const guardedRoutes: RouteObject[] = [
  ...guardedFoundationRoutes,
  { element: <RequireAdmin />, children: adminRoutes },
  ...guardedDirectoryRoutes,
  ...guardedAdsRoutes,
  ...guardedRentalsRoutes,
  ...guardedCarpoolRoutes,
  ...guardedHomeHelpRoutes,
  ...guardedKitchenRoutes,
];

/** The whole route table; the browser's router and the server's first-screen render (entry-server.tsx) both use it. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      // The fallback sits below the layout, so the header and footer show while the first page's code loads.
      {
        element: <ValidParams />,
        hydrateFallbackElement: <RouteFallback />,
        children: [...publicRoutes, { element: <RequireAuth />, children: guardedRoutes }],
      },
      { path: '*', element: <MissingPage /> },
    ],
  },
];
