import type { FastifyInstance } from 'fastify';
import { adRoutes } from './ads/ads.routes';
import { savedAdRoutes } from './ads/saved-ads.routes';
import { apartmentRoutes } from './apartments/apartments.routes';
import { blockRoutes } from './residents/blocks.routes';
import { residentRoutes } from './residents/residents.routes';
import { authRoutes } from './auth/auth.routes';
import { bannerRoutes } from './banners/banners.routes';
import { adminRoutes } from './admin/admin.routes';
import { cmsRoutes } from './cms/cms.routes';
import { sitemapRoutes } from './cms/sitemap.routes';
import { shareLinkRoutes } from './share-links/share-links.routes';
import { reportRoutes } from './reports/reports.routes';
import { moderationRoutes } from './moderation/moderation.routes';
import { categoryRoutes } from './categories/categories.routes';
import { carpoolRoutes } from './carpool/carpool.routes';
import { enquiryRoutes } from './enquiries/enquiries.routes';
import { favoriteRoutes } from './favorites/favorites.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import { homeRoutes } from './home/home.routes';
import { kitchenOrderRoutes } from './kitchens/orders.routes';
import { kitchenRoutes } from './kitchens/kitchens.routes';
import { providerRoutes } from './providers/providers.routes';
import { searchRoutes } from './providers/search.routes';
import { reviewRoutes } from './reviews/reviews.routes';
import { homeHelpRoutes } from './home-help/home-help.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { privacyRoutes } from './privacy/privacy.routes';
import { grievanceRoutes } from './privacy/grievances.routes';
import { rentalRoutes } from './rentals/rentals.routes';
import { savedSearchRoutes } from './saved-searches/saved-searches.routes';
import { setupRoutes } from './setup/setup.routes';
import { settingsRoutes } from './settings/settings.routes';
import { siteRoutes } from './site/site.routes';
import { userRoutes } from './users/users.routes';
import { trustRoutes } from './trust/trust.routes';

/** Every feature module; each registers its own routes with their policies and schemas. */
export const modules: Array<(app: FastifyInstance) => Promise<void>> = [
  siteRoutes,
  authRoutes,
  setupRoutes,
  userRoutes,
  apartmentRoutes,
  blockRoutes,
  residentRoutes,
  feedbackRoutes,
  enquiryRoutes,
  categoryRoutes,
  providerRoutes,
  searchRoutes,
  reviewRoutes,
  favoriteRoutes,
  bannerRoutes,
  homeRoutes,
  carpoolRoutes,
  homeHelpRoutes,
  adRoutes,
  savedAdRoutes,
  rentalRoutes,
  notificationRoutes,
  savedSearchRoutes,
  kitchenRoutes,
  kitchenOrderRoutes,
  cmsRoutes,
  sitemapRoutes,
  adminRoutes,
  settingsRoutes,
  trustRoutes,
  shareLinkRoutes,
  reportRoutes,
  moderationRoutes,
  privacyRoutes,
  grievanceRoutes,
];
