import type { FastifyBaseLogger } from 'fastify';
import { communityClock } from '../platform/services/clock';
import { systemContext, type AppRoot } from '../platform/services/context';
import type { AppDeps } from '../platform/services/deps';
import { EventBus } from '../platform/services/events';
import { hideAd, hideUserAds } from '../modules/ads/ads.service';
import { hideRidesOfDisabledUser } from '../modules/carpool/carpool.service';
import { hideKitchenOfDisabledUser } from '../modules/kitchens/kitchens.service';
import { registerPushJobs } from '../modules/notifications/notifications.service';
import { hideRental, hideUserRentals } from '../modules/rentals/rentals.service';
import { forgetProvidersOfDisabledUser, hideProvidersOfDisabledUser, onCategoriesCommitted, onCategoryChanged } from '../modules/providers/providers.service';

/**
 * The composition root: the one place an app's shared parts are made (clock, event bus) and its cross-module
 * reactions are wired. Nothing registers itself when a module is imported, so a reaction runs whatever the import
 * order, and two apps in one process (as in tests) share nothing: each has its own root.
 */
export function compose(deps: AppDeps, log: FastifyBaseLogger): AppRoot {
  const root: AppRoot = { deps, clock: communityClock(deps.config.timeZone), events: new EventBus(), log };
  const system = () => systemContext(root);
  const { events } = root;

  // Pushes are jobs: stored with the request, delivered by whichever instance fetches them (decision 1400).
  registerPushJobs(root);

  // Reports: an admin hid a reported ad or rental; its own module makes it Inactive.
  events.on('listing.hidden', ({ type, id }) => (type === 'ad' ? hideAd(system(), id) : hideRental(system(), id)));
  // Categories: providers keep the category names in their search text (in the same transaction) and drop caches.
  events.on('category.changed', ({ categoryId }, tx) => onCategoryChanged(tx, categoryId), 'inTransaction');
  events.on('categories.committed', (_payload, db) => onCategoriesCommitted(db));
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
  events.on('user.disabled', (_payload, db) => forgetProvidersOfDisabledUser(db));
  return root;
}
