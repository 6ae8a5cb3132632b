import path from 'node:path';
import { RENTAL_LIMITS, RENTAL_MESSAGES, type Rental, type RentalFieldsValues } from '@padosi/shared/rentals';
import type { Paged } from '@padosi/shared/paging';
import { assertOwnerOrAdmin, isOwnerOrAdmin } from '../../platform/http/auth';
import { REPORT_MESSAGES } from '@padosi/shared/reports';
import type { ServiceContext, SystemContext, ViewerContext } from '../../platform/services/context';
import type { Db } from '../../platform/engine/db';
import { toPage, type PageRequest } from '../../platform/sql/paging';
import { listingState } from '../../db/listing-counts';
import { ListingPages } from '../../platform/cache/listing-pages';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { displayName, writeWithImages } from '../../platform/uploads/upload-batch';
import { notifyModule } from '../notifications/notifications.service';
import { newRentalPush, takeRentalPushAllowance } from './rental-push';
import { toRental } from './rental-view';
import * as repo from './rentals.repo';
import { wasHiddenByAdmin } from '../reports/reports.service';
import { assertNotRemoved } from '../moderation/moderation.service';
import { assertCanPost } from '../residents/residents.service';
import { revealPhone } from '../trust/phone-reveals.service';
import { posterOf, postersOf } from '../trust/posters.service';
import { assertNotSuspended } from '../trust/strikes.service';

const photoRules = (file: UploadedFile) => ({
  allowed: ['jpeg', 'png'] as const,
  maxPx: RENTAL_LIMITS.storedMaxPx,
  message: RENTAL_MESSAGES.invalidFileType(displayName(file.filename)),
});
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

export async function listRentals(ctx: ViewerContext, page: PageRequest, userId?: number) {
  const includeInactive = userId !== undefined && isOwnerOrAdmin(ctx.user, userId);
  const read = async (listed?: number) => {
    const { rows, total } = await repo.listRentals(ctx.db, { userId, includeInactive, listed }, page);
    const posters = await postersOf(
      ctx.db,
      rows.map((r) => r.userId),
    );
    return toPage(
      rows.map((r) => toRental(r, { phone: false, poster: posters.get(r.userId) ?? null })),
      total,
      page,
    );
  };
  // Like the ads list: the first public pages come from memory while no rental was written since.
  if (userId !== undefined) return read();
  return ctx.state.rentalPages.page(ctx.db, `${page.page}:${page.pageSize}`, page.page, read);
}

/** The first pages of the public list, one cache per app (made by the composition root). */
export const rentalPages = () => new ListingPages<Paged<Rental>>((db) => listingState(db, 'rentals'));

declare module '../../platform/services/context' {
  interface AppState {
    rentalPages: ListingPages<Paged<Rental>>;
  }
}

export async function getRental(ctx: ViewerContext, id: number) {
  const row = await repo.findRentalView(ctx.db, id);
  if (row) assertNotRemoved(ctx.user, row);
  if (!row || (row.status === 'Inactive' && !isOwnerOrAdmin(ctx.user, row.userId))) throw NotFound('The rental');
  return toRental(row, { phone: isOwnerOrAdmin(ctx.user, row.userId), poster: await posterOf(ctx.db, row.userId) });
}

/** The rental's phone number for a signed-in viewer: counted and limited (issue 25); Inactive rentals as in getRental. */
export async function revealRentalPhone(ctx: ViewerContext, id: number) {
  const row = await repo.findRental(ctx.db, id);
  if (row) assertNotRemoved(ctx.user, row);
  if (!row || (row.status === 'Inactive' && !isOwnerOrAdmin(ctx.user, row.userId))) throw NotFound('The rental');
  return revealPhone(ctx, 'rental', { id: row.id, userId: row.userId, phone: row.phoneNumber });
}

/** Checked before the upload is read; returns the row so an edit may keep a date that has since passed. */
export async function assertCanEditRental(ctx: ServiceContext, id: number) {
  const row = await repo.findRental(ctx.db, id);
  if (!row) throw NotFound('The rental');
  assertOwnerOrAdmin(ctx.user, row.userId);
  return row;
}

/** Photos are encoded first (all or none), then one INSERT; then the module's other subscribers hear of it. */
export async function createRental(ctx: ServiceContext, values: RentalFieldsValues, files: UploadedFile[]) {
  await assertCanPost(ctx);
  assertPhotoCount(files.length);
  await assertNotSuspended(ctx);
  const row = await writeWithImages(ctx.deps.uploads, 'rentals', files, photoRules, async (stored) => ({
    result: await repo.insertRental(ctx.db, { ...rentalValues(values), userId: ctx.user.id, photos: stored.map((s) => s.file) }),
  }));
  if (row.status !== 'Inactive' && (await takeRentalPushAllowance(ctx.db, ctx.user.id, row.id)))
    await notifyModule(ctx, 'rentals', (language) => newRentalPush(row, language), { excludeUserId: ctx.user.id });
  if (row.status !== 'Inactive') await ctx.emit('listing.created', { kind: 'rentals', id: row.id, ownerId: ctx.user.id });
  return toRental(row, { phone: true, poster: await posterOf(ctx.db, row.userId) });
}

/** Whether the public list shows this rental: what a saved search of rentals is told of (issue 26). */
export async function isRentalListed(ctx: ViewerContext, id: number) {
  const row = await repo.findRental(ctx.db, id);
  return Boolean(row) && row!.status !== 'Inactive';
}

/**
 * Keeps photos not named in deletedPhotos and appends new ones (8 at most). `current` is the row the route
 * checked before reading the upload; it is read again only under the lock. An admin editing someone else's
 * rental is moderation and goes in the audit log. A rental an admin hid stays Inactive unless an admin lists it.
 */
export async function updateRental(
  ctx: ServiceContext,
  current: repo.RentalRow,
  values: RentalFieldsValues & { deletedPhotos: string[] },
  files: UploadedFile[],
) {
  if (!ctx.user.isAdmin && values.status !== 'Inactive' && (current.removedReason !== null || (await wasHiddenByAdmin(ctx.db, 'rental', current.id))))
    throw Forbidden(REPORT_MESSAGES.hiddenByAdmin);
  const deleted = new Set(values.deletedPhotos.map((p) => path.posix.basename(p)));
  const keep = (photos: string[]) => photos.filter((p) => !deleted.has(p));
  assertPhotoCount(keep(current.photos).length + files.length);

  const row = await writeWithImages(ctx.deps.uploads, 'rentals', files, photoRules, (stored) =>
    ctx.db.transaction(async (tx) => {
      const locked = await repo.lockRental(tx, current.id);
      if (!locked) throw NotFound('The rental');
      assertOwnerOrAdmin(ctx.user, locked.userId);
      const kept = keep(locked.photos);
      assertPhotoCount(kept.length + stored.length);
      const updated = await repo.updateRental(tx, current.id, { ...rentalValues(values), photos: [...kept, ...stored.map((s) => s.file)] });
      return { result: updated!, replaced: locked.photos.filter((p) => !kept.includes(p)) };
    }),
  );
  if (current.userId !== ctx.user.id) await ctx.audit('rental.update', `rental:${row.id}`, { ownerId: current.userId, status: row.status });
  return toRental(row, { phone: true, poster: await posterOf(ctx.db, row.userId) });
}

export async function deleteRental(ctx: ServiceContext, id: number) {
  const current = await assertCanEditRental(ctx, id);
  const row = await repo.deleteRental(ctx.db, id);
  if (row) await ctx.deps.uploads.removeAll('rentals', row.photos);
  if (current.userId !== ctx.user.id) await ctx.audit('rental.delete', `rental:${current.id}`, { ownerId: current.userId, apartment: current.apartmentName });
}

/** Moderation (reports queue): the rental becomes Inactive, which only its owner and admins see. */
export async function hideRental(ctx: SystemContext, id: number) {
  await repo.updateRental(ctx.db, id, { status: 'Inactive' });
}

/** A disabled account's rentals leave every list (they become Inactive; the owner can list them again once enabled). */
export const hideUserRentals = (db: Db, userId: number) => repo.setUserRentalsInactive(db, userId);
