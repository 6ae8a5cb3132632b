import path from 'node:path';
import { AD_LIMITS, AD_MESSAGES, adImageCountError, type AdFieldsValues, type AdList, type AdListQuery } from '@padosi/shared/ads';
import { assertOwnerOrAdmin, isOwnerOrAdmin } from '../../platform/http/auth';
import { REPORT_MESSAGES } from '@padosi/shared/reports';
import type { ServiceContext, SystemContext, ViewerContext } from '../../platform/services/context';
import type { Db } from '../../platform/engine/db';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { toPage } from '../../platform/sql/paging';
import type { UploadedFile } from '../../platform/http/multipart';
import { displayName, writeWithImages } from '../../platform/uploads/upload-batch';
import { toAd } from './ad-view';
import { listingState } from '../../db/listing-counts';
import { ListingPages } from '../../platform/cache/listing-pages';
import * as repo from './ads.repo';
import { wasHiddenByAdmin } from '../reports/reports.service';
import { assertNotRemoved } from '../moderation/moderation.service';
import { assertCanPost } from '../residents/residents.service';
import { revealPhone } from '../trust/phone-reveals.service';
import { posterOf, postersOf } from '../trust/posters.service';
import { assertNotSuspended } from '../trust/strikes.service';

const imageRules = (file: UploadedFile) => ({
  allowed: ['jpeg', 'png'] as const,
  maxPx: AD_LIMITS.storedMaxPx,
  message: AD_MESSAGES.imageNotValid(displayName(file.filename)),
});
const countError = (kept: number, added: number) => {
  const message = adImageCountError(kept, added);
  if (message) throw Invalid(message, { images: message });
};

export async function listAdCategories(ctx: ViewerContext) {
  const rows = await repo.listAdCategories(ctx.db);
  return rows.map((c) => ({ category_id: c.id, category_name: c.name }));
}

/** The ad's category, read once: it checks the choice and names the category in the saved ad. */
async function categoryOf(db: Db, id: number) {
  const category = await repo.findAdCategory(db, id);
  if (!category) throw Invalid(AD_MESSAGES.categoryRequired, { category_id: AD_MESSAGES.categoryRequired });
  return category;
}

/** All ads, or one user's; Inactive ads only appear in their owner's own list (and to admins). */
export async function listAds(ctx: ViewerContext, query: AdListQuery, userId?: number) {
  const includeInactive = userId !== undefined && isOwnerOrAdmin(ctx.user, userId);
  const read = async (listed?: number) => {
    const { rows, total } = await repo.listAds(ctx.db, { userId, includeInactive, listed }, query.sort, query);
    const posters = await postersOf(
      ctx.db,
      rows.map((r) => r.userId),
    );
    return {
      ...toPage(
        rows.map((r) => toAd(r, { phone: false, poster: posters.get(r.userId) ?? null })),
        total,
        query,
      ),
      sort: query.sort,
    };
  };
  // The public list's first pages are the same for everyone: served from memory while no ad was written since.
  if (userId !== undefined) return read();
  return ctx.state.adPages.page(ctx.db, `${query.sort}:${query.page}:${query.pageSize}`, query.page, read);
}

/** The first pages of the public list, one cache per app (made by the composition root). */
export const adPages = () => new ListingPages<AdList>((db) => listingState(db, 'ads'));

declare module '../../platform/services/context' {
  interface AppState {
    adPages: ListingPages<AdList>;
  }
}

/** An Inactive ad is hidden from everyone but its owner and admins. */
export async function getAd(ctx: ViewerContext, id: number) {
  const row = await repo.findAd(ctx.db, id);
  if (row) assertNotRemoved(ctx.user, row);
  if (!row || (row.status === 'Inactive' && !isOwnerOrAdmin(ctx.user, row.userId))) throw NotFound('The ad');
  return toAd(row, { phone: isOwnerOrAdmin(ctx.user, row.userId), poster: await posterOf(ctx.db, row.userId) });
}

/** The ad's contact number for a signed-in viewer: counted and limited (issue 25); Inactive ads as in getAd. */
export async function revealAdPhone(ctx: ViewerContext, id: number) {
  const row = await repo.findAd(ctx.db, id);
  if (row) assertNotRemoved(ctx.user, row);
  if (!row || (row.status === 'Inactive' && !isOwnerOrAdmin(ctx.user, row.userId))) throw NotFound('The ad');
  return revealPhone(ctx, 'ad', { id: row.id, userId: row.userId, phone: row.contactInfo });
}

/** Checked before the upload is read, so a stranger's files are never even decoded. */
export async function assertCanEditAd(ctx: ServiceContext, id: number) {
  const row = await repo.findAd(ctx.db, id);
  if (!row) throw NotFound('The ad');
  assertOwnerOrAdmin(ctx.user, row.userId);
  return row;
}

const adValues = (v: AdFieldsValues) => ({
  categoryId: v.category_id,
  title: v.title,
  description: v.description,
  price: v.price,
  contactInfo: v.contact_info,
  location: v.location,
  status: v.ads_status,
});

/** Images are encoded first (all or none), then the ad is one INSERT; if that fails the new files are removed. */
export async function createAd(ctx: ServiceContext, values: AdFieldsValues, files: UploadedFile[]) {
  await assertCanPost(ctx);
  await assertNotSuspended(ctx);
  const category = await categoryOf(ctx.db, values.category_id);
  countError(0, files.length);
  const ad = await writeWithImages(ctx.deps.uploads, 'ads', files, imageRules, async (stored) => {
    const row = await repo.insertAd(ctx.db, { ...adValues(values), userId: ctx.user.id, images: stored.map((s) => s.path) });
    return { result: toAd({ ...row, categoryName: category.name }, { phone: true, poster: await posterOf(ctx.db, row.userId) }) };
  });
  if (ad.ads_status !== 'Inactive') await ctx.emit('listing.created', { kind: 'ads', id: ad.ad_id, ownerId: ctx.user.id });
  return ad;
}

/** Whether the public list shows this ad: what a saved search of ads is told of (issue 26). */
export async function isAdListed(ctx: ViewerContext, id: number) {
  const row = await repo.findAd(ctx.db, id);
  return row !== null && row.status !== 'Inactive';
}

/**
 * Keeps the images not named in deletedImages, appends the new ones, never more than 5 in all. `current` is the
 * row the route checked before reading the upload; the row is read again only under the lock inside the
 * transaction, and files of removed images are deleted after the commit. An admin editing someone else's ad is
 * moderation and goes in the audit log.
 */
export async function updateAd(ctx: ServiceContext, current: repo.AdRow, values: AdFieldsValues & { deletedImages: string[] }, files: UploadedFile[]) {
  if (!ctx.user.isAdmin && values.ads_status !== 'Inactive' && (current.removedReason !== null || (await wasHiddenByAdmin(ctx.db, 'ad', current.id))))
    throw Forbidden(REPORT_MESSAGES.hiddenByAdmin);
  const category = await categoryOf(ctx.db, values.category_id);
  const deleted = new Set(values.deletedImages.map((p) => path.posix.basename(p)));
  const keep = (images: string[]) => images.filter((p) => !deleted.has(path.posix.basename(p)));
  countError(keep(current.images).length, files.length);

  const ad = await writeWithImages(ctx.deps.uploads, 'ads', files, imageRules, (stored) =>
    ctx.db.transaction(async (tx) => {
      const locked = await repo.lockAd(tx, current.id);
      if (!locked) throw NotFound('The ad');
      assertOwnerOrAdmin(ctx.user, locked.userId);
      const kept = keep(locked.images);
      countError(kept.length, stored.length);
      const row = await repo.updateAd(tx, current.id, { ...adValues(values), images: [...kept, ...stored.map((s) => s.path)] });
      return {
        result: toAd({ ...row!, categoryName: category.name }, { phone: true, poster: await posterOf(tx, row!.userId) }),
        replaced: locked.images.filter((p) => !kept.includes(p)),
      };
    }),
  );
  if (current.userId !== ctx.user.id) await ctx.audit('ad.update', `ad:${ad.ad_id}`, { ownerId: current.userId, status: ad.ads_status });
  return ad;
}

export async function deleteAd(ctx: ServiceContext, id: number) {
  const current = await assertCanEditAd(ctx, id);
  const row = await repo.deleteAd(ctx.db, id);
  if (row) await ctx.deps.uploads.removeAll('ads', row.images);
  if (current.userId !== ctx.user.id) await ctx.audit('ad.delete', `ad:${current.id}`, { ownerId: current.userId, title: current.title });
}

/** Moderation (reports queue): the ad becomes Inactive, which only its owner and admins see. */
export async function hideAd(ctx: SystemContext, id: number) {
  await repo.updateAd(ctx.db, id, { status: 'Inactive' });
}

/** A disabled account's ads leave every list (they become Inactive; the owner can list them again once enabled). */
export const hideUserAds = (db: Db, userId: number) => repo.setUserAdsInactive(db, userId);
