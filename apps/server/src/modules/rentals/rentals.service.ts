import path from 'node:path';
import { RENTAL_LIMITS, RENTAL_MESSAGES, type RentalFieldsValues } from '@padosi/shared/rentals';
import { assertOwnerOrAdmin, isOwnerOrAdmin, type AuthUser } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { Invalid, NotFound } from '../../platform/errors';
import type { UploadedFile } from '../../platform/multipart';
import { displayName, saveImagesOrNone } from '../../platform/upload-batch';
import { notifyModule } from '../notifications/notifications.service';
import { newRentalPush } from './rental-push';
import { toRental } from './rental-view';
import * as repo from './rentals.repo';

const photoRules = (file: UploadedFile) => ({ allowed: ['jpeg', 'png'] as const, maxPx: RENTAL_LIMITS.storedMaxPx, message: RENTAL_MESSAGES.invalidFileType(displayName(file.filename)) });
const assertPhotoCount = (n: number) => {
  if (n > RENTAL_LIMITS.maxPhotos) throw Invalid(RENTAL_MESSAGES.tooManyPhotos, { photos: RENTAL_MESSAGES.tooManyPhotos });
};

const rentalValues = (v: RentalFieldsValues) => ({
  apartmentName: v.apartment_name,
  blockFlatNumber: v.block_flat_number,
  address: v.address,
  rentalCost: v.rental_cost,
  description: v.description,
  availableFrom: v.available_from,
  type: v.type,
  phoneNumber: v.phone_number,
  roleType: v.role_type,
  status: v.status,
});

export async function listRentals(deps: AppDeps, viewer: AuthUser | null, page: number, pageSize: number, userId?: number) {
  const includeInactive = userId !== undefined && isOwnerOrAdmin(viewer, userId);
  const { rows, total } = await repo.listRentals(deps.database.db, { userId, includeInactive }, page, pageSize);
  return { items: rows.map(toRental), total, page, pageSize };
}

export async function getRental(deps: AppDeps, viewer: AuthUser | null, id: number) {
  const row = await repo.findRental(deps.database.db, id);
  if (!row || (row.status === 'Inactive' && !isOwnerOrAdmin(viewer, row.userId))) throw NotFound('The rental');
  return toRental(row);
}

/** Checked before the upload is read; returns the row so an edit may keep a date that has since passed. */
export async function assertCanEditRental(deps: AppDeps, user: AuthUser, id: number) {
  const row = await repo.findRental(deps.database.db, id);
  if (!row) throw NotFound('The rental');
  assertOwnerOrAdmin(user, row.userId);
  return row;
}

/** Photos are encoded first (all or none), then one INSERT; then the module's other subscribers hear of it. */
export async function createRental(deps: AppDeps, user: AuthUser, values: RentalFieldsValues, files: UploadedFile[]) {
  assertPhotoCount(files.length);
  const stored = await saveImagesOrNone(deps.uploads, 'rentals', files, photoRules);
  let row: repo.RentalRow;
  try {
    row = await repo.insertRental(deps.database.db, { ...rentalValues(values), userId: user.id, photos: stored.map((s) => s.file) });
  } catch (err) {
    await deps.uploads.removeAll('rentals', stored.map((s) => s.file));
    throw err;
  }
  if (row.status !== 'Inactive') notifyModule(deps, 'rentals', newRentalPush(row), { excludeUserId: user.id });
  return toRental(row);
}

/** Keeps photos not named in deletedPhotos and appends new ones (8 at most), under a row lock. */
export async function updateRental(deps: AppDeps, user: AuthUser, id: number, values: RentalFieldsValues & { deletedPhotos: string[] }, files: UploadedFile[]) {
  const current = await assertCanEditRental(deps, user, id);
  const deleted = new Set(values.deletedPhotos.map((p) => path.posix.basename(p)));
  const keep = (photos: string[]) => photos.filter((p) => !deleted.has(p));
  assertPhotoCount(keep(current.photos).length + files.length);

  const stored = await saveImagesOrNone(deps.uploads, 'rentals', files, photoRules);
  let result: { row: repo.RentalRow; removed: string[] };
  try {
    result = await deps.database.db.transaction(async (tx) => {
      const locked = await repo.lockRental(tx, id);
      if (!locked) throw NotFound('The rental');
      assertOwnerOrAdmin(user, locked.userId);
      const kept = keep(locked.photos);
      assertPhotoCount(kept.length + stored.length);
      const row = await repo.updateRental(tx, id, { ...rentalValues(values), photos: [...kept, ...stored.map((s) => s.file)] });
      return { row: row!, removed: locked.photos.filter((p) => !kept.includes(p)) };
    });
  } catch (err) {
    await deps.uploads.removeAll('rentals', stored.map((s) => s.file));
    throw err;
  }
  await deps.uploads.removeAll('rentals', result.removed);
  return toRental(result.row);
}

export async function deleteRental(deps: AppDeps, user: AuthUser, id: number) {
  await assertCanEditRental(deps, user, id);
  const row = await repo.deleteRental(deps.database.db, id);
  if (row) await deps.uploads.removeAll('rentals', row.photos);
}
