import type { RouteObject } from 'react-router';
import { page } from '../../app/lazy-page';

/** The directory's routes (spec 01 point 2); the home page itself is in features/home. */
export const directoryRoutes: RouteObject[] = [
  { path: 'home/:id', lazy: page(() => import('./pages/category-page')) },
  { path: 'search', lazy: page(() => import('./pages/search-page')) },
  { path: 'search/search_term/:term', lazy: page(() => import('./pages/search-page')) },
  { path: 'details/:serviceproviderId', lazy: page(() => import('./pages/provider-detail-page')) },
  { path: 'businesscards/:userId', lazy: page(() => import('./pages/business-cards-page')) },
];

export const guardedDirectoryRoutes: RouteObject[] = [
  { path: 'createcard', lazy: page(() => import('./pages/create-provider-page')) },
  { path: 'business-update/:id', lazy: page(() => import('./pages/edit-provider-page')) },
  { path: 'createmaster', lazy: page(() => import('./pages/create-master-page')) },
  { path: 'myfavorites', lazy: page(() => import('./pages/favorites-page')) },
];
