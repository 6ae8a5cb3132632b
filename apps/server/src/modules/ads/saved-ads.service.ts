import type { PageRequest } from '../../platform/sql/paging';
import { toPage } from '../../platform/sql/paging';
import type { ServiceContext } from '../../platform/services/context';
import { toAd } from './ad-view';
import { postersOf } from '../trust/posters.service';
import { getAd } from './ads.service';
import { isSaved, listSavedAds, saveAd, unsaveAd } from './saved-ads.repo';

/** The signed-in resident's saved ads, most recently saved first. */
export async function listMySavedAds(ctx: ServiceContext, page: PageRequest) {
  const { rows, total } = await listSavedAds(ctx.db, ctx.user.id, page);
  const posters = await postersOf(
    ctx.db,
    rows.map((r) => r.userId),
  );
  return toPage(
    rows.map((r) => toAd(r, { phone: false, poster: posters.get(r.userId) ?? null })),
    total,
    page,
  );
}

export const isSavedByMe = (ctx: ServiceContext, adId: number) => isSaved(ctx.db, ctx.user.id, adId);

/** Idempotent; 404 for a missing ad, or someone else's Inactive one. */
export async function saveForMe(ctx: ServiceContext, adId: number) {
  await getAd(ctx, adId);
  await saveAd(ctx.db, ctx.user.id, adId);
}

export const unsaveForMe = (ctx: ServiceContext, adId: number) => unsaveAd(ctx.db, ctx.user.id, adId);
