import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page';

/** The admin area is its own lazy chunk. */
export const guardedAdminRoutes: RouteObject[] = [{ path: 'admin', lazy: page(() => import('./pages/admin-page')) }];
