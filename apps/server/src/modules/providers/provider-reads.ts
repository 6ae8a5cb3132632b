import type { ProviderFilters } from '@padosi/shared/search';
import { isOwnerOrAdmin, type AuthUser } from '../../platform/http/auth';
import type { AppDeps } from '../../platform/services/deps';
import { NotFound } from '../../platform/http/errors';
import { toPage, type PageRequest } from '../../platform/sql/paging';
import { findCategoryForListing } from '../categories/categories.service';
import { detailsCache } from './caches';
import { findDetail, listHomeGroups, pageByCategory, pageByUser, pageFavorites } from './provider-queries';
import { toDetail, toListItem, viewContextFor, type ListRow } from './provider-view';

/*
 * The read side of the providers service: lists and details assembled into their public views, details served
 * from the cache that writes, reviews and category changes clear. Routes call these and nothing below them.
 */

async function toItems(deps: AppDeps, rows: ListRow[]) {
  const ctx = await viewContextFor(deps, rows);
  return rows.map((row) => toListItem(row, ctx));
}

/** A provider the admins hid is "not found" for everyone but its owner and the admins. */
export async function providerDetail(deps: AppDeps, id: number, viewer: AuthUser | null) {
  const { db } = deps.database;
  let data = detailsCache.get(db, id);
  if (!data) {
    const generation = detailsCache.generation(db);
    const row = await findDetail(db, id);
    if (!row) throw NotFound('The service provider');
    data = toDetail(row, await viewContextFor(deps, [row]));
    detailsCache.set(db, id, data, generation);
  }
  if (data.hidden && !isOwnerOrAdmin(viewer, data.user_id)) throw NotFound('The service provider');
  return data;
}

/** Home page: the best `perGroup` providers of every active main category. */
export const homeProviders = async (deps: AppDeps, perGroup: number) => toItems(deps, await listHomeGroups(deps.database.db, perGroup));

/** A category's providers: all of a main category's, or one sub category's. */
export async function providersInCategory(deps: AppDeps, categoryId: number, page: PageRequest, filters?: ProviderFilters) {
  const category = await findCategoryForListing(deps.database.db, categoryId);
  if (!category) throw NotFound('The category');
  const { rows, total } = await pageByCategory(deps.database.db, category, page, filters);
  return toPage(await toItems(deps, rows), total, page);
}

export async function providersOfUser(deps: AppDeps, userId: number, page: PageRequest, viewer: AuthUser | null) {
  const { rows, total } = await pageByUser(deps.database.db, userId, page, isOwnerOrAdmin(viewer, userId));
  return toPage(await toItems(deps, rows), total, page);
}

export async function favoriteProviders(deps: AppDeps, userId: number, page: PageRequest) {
  const { rows, total } = await pageFavorites(deps.database.db, userId, page);
  return toPage(await toItems(deps, rows), total, page);
}
