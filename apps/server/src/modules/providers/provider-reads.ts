import type { ProviderFilters } from '@padosi/shared/search';
import { isOwnerOrAdmin } from '../../platform/http/auth';
import type { ServiceContext, ViewerContext } from '../../platform/services/context';
import { NotFound } from '../../platform/http/errors';
import { toPage, type PageRequest } from '../../platform/sql/paging';
import { findCategoryForListing } from '../categories/categories.service';
import { findDetail, listHomeGroups, pageByCategory, pageByUser, pageFavorites } from './provider-queries';
import { toDetail, toListItem, viewContextFor, type ListRow } from './provider-view';

/*
 * The read side of the providers service: lists and details assembled into their public views, details served
 * from the cache that writes, reviews and category changes clear. Routes call these and nothing below them.
 */

async function toItems(ctx: ViewerContext, rows: ListRow[]) {
  const view = await viewContextFor(ctx, rows);
  return rows.map((row) => toListItem(row, view));
}

/** A provider the admins hid is "not found" for everyone but its owner and the admins. */
export async function providerDetail(ctx: ViewerContext, id: number) {
  const { db } = ctx;
  const detailsCache = ctx.state.providers.details;
  let data = detailsCache.get(id);
  if (!data) {
    const generation = detailsCache.generation();
    const row = await findDetail(db, id);
    if (!row) throw NotFound('The service provider');
    data = toDetail(row, await viewContextFor(ctx, [row]));
    detailsCache.set(id, data, generation);
  }
  if (data.hidden && !isOwnerOrAdmin(ctx.user, data.user_id)) throw NotFound('The service provider');
  return data;
}

/** Home page: the best `perGroup` providers of every active main category. */
export const homeProviders = async (ctx: ViewerContext, perGroup: number) => toItems(ctx, await listHomeGroups(ctx.db, perGroup));

/** A category's providers: all of a main category's, or one sub category's. */
export async function providersInCategory(ctx: ViewerContext, categoryId: number, page: PageRequest, filters?: ProviderFilters) {
  const category = await findCategoryForListing(ctx, categoryId);
  if (!category) throw NotFound('The category');
  const { rows, total } = await pageByCategory(ctx.db, category, page, filters);
  return toPage(await toItems(ctx, rows), total, page);
}

export async function providersOfUser(ctx: ViewerContext, userId: number, page: PageRequest) {
  const { rows, total } = await pageByUser(ctx.db, userId, page, isOwnerOrAdmin(ctx.user, userId));
  return toPage(await toItems(ctx, rows), total, page);
}

export async function favoriteProviders(ctx: ServiceContext, page: PageRequest) {
  const { rows, total } = await pageFavorites(ctx.db, ctx.user.id, page);
  return toPage(await toItems(ctx, rows), total, page);
}
