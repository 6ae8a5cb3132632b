import type { FastifyBaseLogger } from 'fastify';
import { CacheBus } from '../platform/cache/cache-bus';
import { communityClock } from '../platform/services/clock';
import { systemContext, type AppRoot, type AppState } from '../platform/services/context';
import type { AppDeps } from '../platform/services/deps';
import { EventBus } from '../platform/services/events';
import { adPages, hideAd, hideUserAds } from '../modules/ads/ads.service';
import { hideRidesOfDisabledUser } from '../modules/carpool/carpool.service';
import { hideKitchenOfDisabledUser } from '../modules/kitchens/kitchens.service';
import { registerPushJobs } from '../modules/notifications/notifications.service';
import { registerNotificationJobs } from '../modules/notifications/inbox.service';
import { makeMailer } from '../modules/notifications/mailer';
import {
  onErasureRequested,
  onHomeHelpChanged,
  onJoinDecided,
  onOrderChanged,
  onPostModerated,
  onReportDecided,
  onReviewAdded,
} from '../modules/notifications/notification-events';
import { CategoryIndex } from '../modules/categories/category-index';
import { registerPrivacyJobs } from '../modules/privacy/privacy.service';
import { onListingCreated, registerSavedSearchJobs } from '../modules/saved-searches/saved-searches.service';
import { ProviderCaches } from '../modules/providers/caches';
import { SETTINGS_CACHE, settingsCache } from '../modules/settings/settings.service';
import { hideRental, hideUserRentals, rentalPages } from '../modules/rentals/rentals.service';
import { forgetProvidersOfDisabledUser, hideProvidersOfDisabledUser, onCategoriesCommitted, onCategoryChanged } from '../modules/providers/providers.service';

/**
 * The composition root: the one place an app's shared parts are made (clock, event bus) and its cross-module
 * reactions are wired. Nothing registers itself when a module is imported, so a reaction runs whatever the import
 * order, and two apps in one process (as in tests) share nothing: each has its own root.
 */
export function compose(deps: AppDeps, log: FastifyBaseLogger): AppRoot {
  const caches = new CacheBus(deps.database, (err, message) => log.warn({ err }, message));
  // The app's own cache contents: nothing keyed by the database handle, nothing shared with another app.
  const state: AppState = {
    providers: new ProviderCaches(),
    categories: new CategoryIndex(deps.database.db),
    adPages: adPages(),
    rentalPages: rentalPages(),
    settings: settingsCache(),
    mailer: makeMailer(deps.config),
  };
  const root: AppRoot = { deps, clock: communityClock(deps.config.timeZone), events: new EventBus(), caches, state, log };
  const system = () => systemContext(root);
  const { events } = root;

  // This app's caches join this app's bus (the first screen joins when the web part is built, in registerWeb).
  caches.join('providers', (key) => state.providers.drop(key));
  caches.join('categories', () => state.categories.drop());
  caches.join(SETTINGS_CACHE, () => state.settings.clear());

  // Pushes are jobs: stored with the request, delivered by whichever instance fetches them (decision 1400).
  registerPushJobs(root);
  registerNotificationJobs(root);
  // Privacy: archives are built by a job; an hourly sweep erases accounts past their grace and expired archives.
  registerPrivacyJobs(root);
  // Saved searches: a new listing is checked against the searches of its kind by a job.
  registerSavedSearchJobs(root);

  // Notifications (decision 2600): each event stores one inbox row per recipient and queues its push and e-mail.
  events.on('order.changed', (e) => onOrderChanged(system(), e));
  events.on('home_help.changed', (e) => onHomeHelpChanged(system(), e));
  events.on('review.added', (e) => onReviewAdded(system(), e));
  events.on('report.decided', (e) => onReportDecided(system(), e));
  events.on('post.removed', ({ removed, ...e }) => onPostModerated(system(), { ...e, outcome: removed ? 'moderated' : 'restored' }));
  events.on('join.approved', (e) => onJoinDecided(system(), e, true));
  events.on('join.declined', (e) => onJoinDecided(system(), e, false));
  events.on('listing.created', (e) => onListingCreated(system(), e));
  events.on('account.erasure_requested', (e) => onErasureRequested(system(), e));
  // Reports: an admin hid a reported ad or rental; its own module makes it Inactive.
  events.on('listing.hidden', ({ type, id }) => (type === 'ad' ? hideAd(system(), id) : hideRental(system(), id)));
  // Categories: providers keep the category names in their search text (in the same transaction) and drop caches.
  events.on('category.changed', ({ categoryId }, tx) => onCategoryChanged(tx, categoryId), 'inTransaction');
  events.on('categories.committed', () => onCategoriesCommitted(caches));
  // Admin: a disabled account's listings leave every public list in the same transaction; enabling shows them again.
  events.on(
    'user.disabled',
    async ({ userId, disabled }, tx) => {
      if (disabled) {
        await hideUserAds(tx, userId);
        await hideUserRentals(tx, userId);
      }
      await hideProvidersOfDisabledUser(tx, userId, disabled);
      await hideRidesOfDisabledUser(tx, userId, disabled);
      await hideKitchenOfDisabledUser(tx, userId, disabled);
    },
    'inTransaction',
  );
  events.on('user.disabled', () => forgetProvidersOfDisabledUser(caches));
  return root;
}
