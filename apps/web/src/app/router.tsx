import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Layout } from '../shell/layout';
import { RequireAuth } from './require-auth';
import { foundationRoutes, guardedFoundationRoutes } from './routes-foundation';

/**
 * The route table of the spec. Each feature exports two arrays of lazy routes (public and guarded) from its
 * routes file; add them here. Anything unknown redirects home.
 */
const publicRoutes: RouteObject[] = [...foundationRoutes];
const guardedRoutes: RouteObject[] = [...guardedFoundationRoutes];

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [...publicRoutes, { element: <RequireAuth />, children: guardedRoutes }, { path: '*', element: <Navigate to="/" replace /> }],
  },
]);
