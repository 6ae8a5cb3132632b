import { pageRoutes } from '../../lib/routes';

const pages = {
  category: () => import('./pages/category-page'),
  search: () => import('./pages/search-page'),
  details: () => import('./pages/provider-detail-page'),
  cards: () => import('./pages/business-cards-page'),
  create: () => import('./pages/create-provider-page'),
  edit: () => import('./pages/edit-provider-page'),
  master: () => import('./pages/create-master-page'),
  favorites: () => import('./pages/favorites-page'),
};

/** The directory's routes (spec 01 point 2); the home page is pages/home-page (routes-foundation). */
export const directoryRoutes = pageRoutes('directory', { ...pages, services: () => import('./pages/services-page') }, [
  ['services', 'services'],
  ['home/:id', 'category'],
  ['search', 'search'],
  ['search/search_term/:term', 'search'],
  ['details/:serviceproviderId', 'details'],
  ['businesscards/:userId', 'cards'],
]);

export const guardedDirectoryRoutes = pageRoutes('directory', pages, [
  ['createcard', 'create'],
  ['business-update/:id', 'edit'],
  ['createmaster', 'master'],
  ['myfavorites', 'favorites'],
]);
