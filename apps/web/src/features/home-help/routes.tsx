import { pageRoutes } from '../../lib/routes';

const pages = {
  list: () => import('./pages/request-list-page'),
  details: () => import('./pages/request-details-page'),
  form: () => import('./pages/request-form-page'),
};

export const homeHelpRoutes = pageRoutes('home-help', pages, [
  ['home-help', 'list'],
  ['home-help/request-list', 'list'],
]);

/** The details page is guarded too: a request is private to its requester and the admin team (decision 505). */
export const guardedHomeHelpRoutes = pageRoutes('home-help', pages, [
  ['home-help/create', 'form'],
  ['home-help/edit/:requestId', 'form'],
  ['home-help/details/:requestId', 'details'],
  ['home-help/:user_id', 'list'],
]);
