import path from 'node:path';
import { AD_LIMITS, AD_MESSAGES, adImageCountError, type AdFieldsValues, type AdListQuery } from '@padosi/shared/ads';
import { assertOwnerOrAdmin, isOwnerOrAdmin, type AuthUser } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { Invalid, NotFound } from '../../platform/errors';
import type { UploadedFile } from '../../platform/multipart';
import { displayName, saveImagesOrNone } from '../../platform/upload-batch';
import { toAd } from './ad-view';
import * as repo from './ads.repo';

const imageRules = (file: UploadedFile) => ({ allowed: ['jpeg', 'png'] as const, maxPx: AD_LIMITS.storedMaxPx, message: AD_MESSAGES.imageNotValid(displayName(file.filename)) });
const countError = (kept: number, added: number) => {
  const message = adImageCountError(kept, added);
  if (message) throw Invalid(message, { images: message });
};

export async function listAdCategories(deps: AppDeps) {
  const rows = await repo.listAdCategories(deps.database.db);
  return rows.map((c) => ({ category_id: c.id, category_name: c.name }));
}

async function assertCategory(deps: AppDeps, id: number) {
  if (!(await repo.findAdCategory(deps.database.db, id))) throw Invalid(AD_MESSAGES.categoryRequired, { category_id: AD_MESSAGES.categoryRequired });
}

/** All ads, or one user's; Inactive ads only appear in their owner's own list (and to admins). */
export async function listAds(deps: AppDeps, viewer: AuthUser | null, query: AdListQuery, userId?: number) {
  const includeInactive = userId !== undefined && isOwnerOrAdmin(viewer, userId);
  const { rows, total } = await repo.listAds(deps.database.db, { userId, includeInactive }, query.sort, query.page, query.pageSize);
  return { items: rows.map(toAd), total, page: query.page, pageSize: query.pageSize, sort: query.sort };
}

/** An Inactive ad is hidden from everyone but its owner and admins. */
export async function getAd(deps: AppDeps, viewer: AuthUser | null, id: number) {
  const row = await repo.findAd(deps.database.db, id);
  if (!row || (row.status === 'Inactive' && !isOwnerOrAdmin(viewer, row.userId))) throw NotFound('The ad');
  return toAd(row);
}

/** Checked before the upload is read, so a stranger's files are never even decoded. */
export async function assertCanEditAd(deps: AppDeps, user: AuthUser, id: number) {
  const row = await repo.findAd(deps.database.db, id);
  if (!row) throw NotFound('The ad');
  assertOwnerOrAdmin(user, row.userId);
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
export async function createAd(deps: AppDeps, user: AuthUser, values: AdFieldsValues, files: UploadedFile[]) {
  await assertCategory(deps, values.category_id);
  countError(0, files.length);
  const stored = await saveImagesOrNone(deps.uploads, 'ads', files, imageRules);
  try {
    const id = await repo.insertAd(deps.database.db, { ...adValues(values), userId: user.id, images: stored.map((s) => s.path) });
    return toAd((await repo.findAd(deps.database.db, id))!);
  } catch (err) {
    await deps.uploads.removeAll('ads', stored.map((s) => s.file));
    throw err;
  }
}

/**
 * Keeps the images not named in deletedImages, appends the new ones, never more than 5 in all. The row is
 * re-read under a lock inside the transaction; files of removed images are deleted only after the commit.
 */
export async function updateAd(deps: AppDeps, user: AuthUser, id: number, values: AdFieldsValues & { deletedImages: string[] }, files: UploadedFile[]) {
  const current = await assertCanEditAd(deps, user, id);
  await assertCategory(deps, values.category_id);
  const deleted = new Set(values.deletedImages.map((p) => path.posix.basename(p)));
  const keep = (images: string[]) => images.filter((p) => !deleted.has(path.posix.basename(p)));
  countError(keep(current.images).length, files.length);

  const stored = await saveImagesOrNone(deps.uploads, 'ads', files, imageRules);
  let removed: string[];
  try {
    removed = await deps.database.db.transaction(async (tx) => {
      const locked = await repo.lockAd(tx, id);
      if (!locked) throw NotFound('The ad');
      assertOwnerOrAdmin(user, locked.userId);
      const kept = keep(locked.images);
      countError(kept.length, stored.length);
      await repo.updateAd(tx, id, { ...adValues(values), images: [...kept, ...stored.map((s) => s.path)] });
      return locked.images.filter((p) => !kept.includes(p));
    });
  } catch (err) {
    await deps.uploads.removeAll('ads', stored.map((s) => s.file));
    throw err;
  }
  await deps.uploads.removeAll('ads', removed);
  return toAd((await repo.findAd(deps.database.db, id))!);
}

export async function deleteAd(deps: AppDeps, user: AuthUser, id: number) {
  await assertCanEditAd(deps, user, id);
  const row = await repo.deleteAd(deps.database.db, id);
  if (row) await deps.uploads.removeAll('ads', row.images);
}
