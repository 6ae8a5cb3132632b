import { pageRoutes } from '../../lib/routes';

/** /setup: the first admin's one-time link (public: a signed-out visitor is asked to sign in and comes back). */
export const setupRoutes = pageRoutes('setup', { setup: () => import('./pages/setup-page') }, [['setup', 'setup']]);
