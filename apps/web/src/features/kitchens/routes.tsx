import { pageRoutes } from '../../lib/routes';

const pages = {
  explore: () => import('./pages/explore-page'),
  kitchen: () => import('./pages/kitchen-page'),
  form: () => import('./pages/kitchen-form-page'),
  menu: () => import('./pages/menu-page'),
  orders: () => import('./pages/my-orders-page'),
  dashboard: () => import('./pages/dashboard-page'),
};

/** The cloud-kitchen module: every screen is its own lazily loaded chunk. Exploring needs no sign-in. */
export const kitchenRoutes = pageRoutes('kitchens', pages, [
  ['cloud-kitchen', 'explore'],
  ['cloud-kitchen/home', 'explore'],
  ['cloud-kitchen/kitchen/:kitchenId', 'kitchen'],
]);

export const guardedKitchenRoutes = pageRoutes('kitchens', pages, [
  ['cloud-kitchen/create-kitchen', 'form'],
  ['cloud-kitchen/menu', 'menu'],
  ['cloud-kitchen/orders', 'orders'],
  ['cloud-kitchen/dashboard', 'dashboard'],
]);
