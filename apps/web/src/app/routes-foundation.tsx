import type { RouteObject } from 'react-router';
import { page } from './lazy-page';

export const foundationRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/home/pages/home-page')) },
  { path: 'home', lazy: page(() => import('../features/home/pages/home-page')) },
  { path: 'login', lazy: page(() => import('../features/auth/pages/login-page')) },
  { path: 'terms-policy', lazy: page(() => import('../features/terms/pages/terms-page')) },
  { path: 'terms', lazy: page(() => import('../features/terms/pages/terms-page')) },
  { path: 'privacy', lazy: page(() => import('../features/terms/pages/terms-page')) },
  ...['about-us', 'faq', 'careers', 'blog', 'help', 'cookies', 'sitemap', 'contact-us', 'enquery'].map((path) => ({
    path,
    lazy: page(() => import('../features/info/pages/info-page')),
  })),
];

export const guardedFoundationRoutes: RouteObject[] = [{ path: 'profile', lazy: page(() => import('../features/profile/pages/profile-page')) }];
