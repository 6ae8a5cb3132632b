import {
  SAVED_SEARCH_FILTERS,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES as M,
  canonicalFilters,
  savedSearchPath,
  type SavedSearch,
  type SavedSearchBody,
  type SavedSearchKind,
  type SavedSearchList,
} from '@padosi/shared/saved-searches';
import type { AppRoot, ServiceContext, SystemContext } from '../../platform/services/context';
import { systemContext } from '../../platform/services/context';
import type { PortalEvents } from '../../platform/services/events';
import { Conflict, NotFound } from '../../platform/http/errors';
import { isAdListed } from '../ads/ads.service';
import { kitchenMatches } from '../kitchens/kitchens.service';
import { notify } from '../notifications/inbox.service';
import { providerMatchesSearch } from '../providers/search.service';
import { isRentalListed } from '../rentals/rentals.service';
import * as repo from './saved-searches.repo';

const MATCH = 'saved-search-match';
const WALK_PAGE = 200;

const toSavedSearch = (r: repo.SavedSearchRow): SavedSearch => ({
  id: r.id,
  kind: r.kind as SavedSearchKind,
  filters: r.filters,
  created_at: r.createdAt.toISOString(),
});

export async function listSavedSearches(ctx: ServiceContext): Promise<SavedSearchList> {
  const rows = await repo.listOf(ctx.db, ctx.user.id);
  return { items: rows.map(toSavedSearch), total: rows.length, limit: SAVED_SEARCH_LIMITS.perUser };
}

/** Another resident's search is "not found", the same as one that never existed. */
export async function getSavedSearch(ctx: ServiceContext, id: number) {
  const row = await repo.findOwn(ctx.db, ctx.user.id, id);
  if (!row) throw NotFound('This saved search');
  return toSavedSearch(row);
}

/** Saves the search once per resident (409 for the same filters again), at most SAVED_SEARCH_LIMITS.perUser. */
export async function saveSearch(ctx: ServiceContext, body: SavedSearchBody) {
  const filters = canonicalFilters(body.filters);
  const row = await ctx.transaction(async (tx) => {
    await repo.lockOwner(tx.db, tx.user.id);
    if ((await repo.countOf(tx.db, tx.user.id)) >= SAVED_SEARCH_LIMITS.perUser) throw Conflict(M.tooMany);
    const inserted = await repo.insert(tx.db, { userId: tx.user.id, kind: body.kind, filters, filtersKey: JSON.stringify(filters) });
    if (!inserted) throw Conflict(M.duplicate);
    await tx.audit('saved_search.create', `saved_search:${inserted.id}`, { kind: body.kind });
    return inserted;
  });
  return { message: M.saved, search: toSavedSearch(row) };
}

export async function deleteSavedSearch(ctx: ServiceContext, id: number) {
  await ctx.transaction(async (tx) => {
    if (!(await repo.removeOwn(tx.db, tx.user.id, id))) throw NotFound('This saved search');
    await tx.audit('saved_search.delete', `saved_search:${id}`);
  });
  return { message: M.deleted };
}

// ——— Matching new listings ———

/** Whether the list page with these filters would show the listing: each module answers with its own list query. */
function matches(ctx: SystemContext, kind: SavedSearchKind, id: number, raw: Record<string, string>): Promise<boolean> {
  switch (kind) {
    case 'ads':
      return isAdListed(ctx, id);
    case 'rentals':
      return isRentalListed(ctx, id);
    case 'providers': {
      const { term, ...filters } = SAVED_SEARCH_FILTERS.providers.parse(raw);
      return providerMatchesSearch(ctx, id, term, filters);
    }
    case 'kitchens':
      return kitchenMatches(ctx, id, SAVED_SEARCH_FILTERS.kitchens.parse(raw));
  }
}

const LISTING_PATHS: Record<SavedSearchKind, (id: number) => string> = {
  ads: (id) => `/ads/details/${id}`,
  rentals: (id) => `/rentals/details/${id}`,
  providers: (id) => `/details/${id}`,
  kitchens: (id) => `/cloud-kitchen/kitchen/${id}`,
};

/**
 * A new listing against every saved search of its kind (a job, so the poster's request does not wait): each match
 * is one inbox notification; push and e-mail go out only when that search had none in the last hour
 * (SAVED_SEARCH_LIMITS.alertMinutes), and with the digest chosen the inbox row is in the evening's e-mail.
 */
export async function matchListing(ctx: SystemContext, e: PortalEvents['listing.created']) {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - SAVED_SEARCH_LIMITS.alertMinutes * 60_000);
  for (let after = 0; ;) {
    const page = await repo.pageOfKind(ctx.db, e.kind, after, WALK_PAGE);
    if (page.length === 0) return;
    after = page[page.length - 1]!.id;
    for (const search of page) {
      if (search.userId === e.ownerId) continue;
      const parsed = SAVED_SEARCH_FILTERS[e.kind].safeParse(search.filters);
      // A search whose filters the list no longer accepts (a filter removed since) matches nothing.
      if (!parsed.success || !(await matches(ctx, e.kind, e.id, search.filters))) continue;
      const outside = await repo.takeAlert(ctx.db, search.id, now, since);
      await notify(ctx, {
        type: 'saved_search',
        recipientId: search.userId,
        actorId: e.ownerId,
        key: `saved_search:${search.id}:${e.kind}:${e.id}`,
        params: { kind: e.kind, ...(e.name ? { name: e.name } : {}), search: savedSearchPath(e.kind, search.filters) },
        url: LISTING_PATHS[e.kind](e.id),
        inboxOnly: !outside,
      });
    }
  }
}

export const onListingCreated = (ctx: SystemContext, e: PortalEvents['listing.created']) => ctx.deps.jobs.send(MATCH, e);

export function registerSavedSearchJobs(root: AppRoot) {
  root.deps.jobs.define<PortalEvents['listing.created']>(MATCH, (job) => matchListing(systemContext(root), job.data), {
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
  });
}
