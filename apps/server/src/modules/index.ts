import type { FastifyInstance } from 'fastify';
import { apartmentRoutes } from './apartments/apartments.routes';
import { authRoutes } from './auth/auth.routes';
import { bannerRoutes } from './banners/banners.routes';
import { categoryRoutes } from './categories/categories.routes';
import { enquiryRoutes } from './enquiries/enquiries.routes';
import { favoriteRoutes } from './favorites/favorites.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import { homeRoutes } from './home/home.routes';
import { providerRoutes } from './providers/providers.routes';
import { searchRoutes } from './providers/search.routes';
import { reviewRoutes } from './reviews/reviews.routes';
import { siteRoutes } from './site/site.routes';
import { userRoutes } from './users/users.routes';

/** Every feature module; each registers its own routes with their policies and schemas. */
export const modules: Array<(app: FastifyInstance) => Promise<void>> = [
  siteRoutes,
  authRoutes,
  userRoutes,
  apartmentRoutes,
  feedbackRoutes,
  enquiryRoutes,
  categoryRoutes,
  providerRoutes,
  searchRoutes,
  reviewRoutes,
  favoriteRoutes,
  bannerRoutes,
  homeRoutes,
];
