import { pageRoutes } from '../../lib/routes';

/** The admin console: its own lazy chunks, behind the router's sign-in and admin guards. */
export const guardedAdminRoutes = pageRoutes(
  'admin',
  {
    dashboard: () => import('./pages/dashboard-page'),
    categories: () => import('./pages/categories-page'),
    homeCards: () => import('./pages/home-cards-page'),
    apartments: () => import('./pages/apartments-page'),
    reports: () => import('./pages/reports-page'),
    providers: () => import('./pages/providers-page'),
    enquiries: () => import('./pages/enquiries-page'),
    feedback: () => import('./pages/feedback-page'),
    testimonials: () => import('./pages/testimonials-page'),
    users: () => import('./pages/users-page'),
    audit: () => import('./pages/audit-page'),
    settings: () => import('./pages/settings-page'),
    erasures: () => import('./pages/erasures-page'),
    joinRequests: () => import('./pages/join-requests-page'),
  },
  [
    ['admin', 'dashboard'],
    ['admin/categories', 'categories'],
    ['admin/home-cards', 'homeCards'],
    ['admin/apartments', 'apartments'],
    ['admin/reports', 'reports'],
    ['admin/providers', 'providers'],
    ['admin/enquiries', 'enquiries'],
    ['admin/feedback', 'feedback'],
    ['admin/testimonials', 'testimonials'],
    ['admin/users', 'users'],
    ['admin/audit', 'audit'],
    ['admin/settings', 'settings'],
    ['admin/erasures', 'erasures'],
    ['admin/join-requests', 'joinRequests'],
  ],
);
