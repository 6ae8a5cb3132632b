import {
  KITCHEN_LIMITS,
  KITCHEN_MESSAGES as M,
  SLOT_TIMES,
  KITCHEN_SLOTS,
  zonedInstant,
  zonedToday,
  type ItemValues,
  type CustomerLimits,
  type KitchenValues,
} from '@padosi/shared/kitchens';
import { TRUST_MESSAGES } from '@padosi/shared/trust';
import { addDays, weekDayOf } from '@padosi/shared/calendar-dates';
import { assertOwnerOrAdmin, isOwnerOrAdmin, type AuthUser } from '../../platform/http/auth';
import type { ServiceContext, ViewerContext } from '../../platform/services/context';
import * as schema from '../../db/schema/index';
import type { Db } from '../../platform/engine/db';
import { hideForDisabledOwner } from '../../platform/sql/hidden';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { displayName, saveImagesOrNone } from '../../platform/uploads/upload-batch';
import * as repo from './kitchens.repo';
import { toCard, toItem, toKitchen, type ViewContext } from './kitchen-view';
import { assertNotRemoved } from '../moderation/moderation.service';
import { assertCanPost } from '../residents/residents.service';

const photoRules = (file: UploadedFile) => ({
  allowed: ['jpeg', 'png', 'webp'] as const,
  maxPx: KITCHEN_LIMITS.storedMaxPx,
  message: `Invalid file type: ${displayName(file.filename)}`,
});

async function viewContext(ctx: ViewerContext): Promise<ViewContext> {
  const viewer = ctx.user;
  const viewerApartmentId = viewer ? await repo.apartmentOfUser(ctx.db, viewer.id) : null;
  return { viewerId: viewer?.id ?? null, viewerApartmentId, viewerIsAdmin: Boolean(viewer?.isAdmin), timeZone: ctx.clock.timeZone, now: ctx.clock.now() };
}

const kitchenColumns = (v: KitchenValues) => ({
  name: v.name,
  story: v.story,
  cuisines: v.cuisines,
  diet: v.diet,
  pickupPoint: v.pickup_point,
  delivers: v.delivers,
  deliveryArea: v.delivery_area,
  deliveryFee: v.delivery_fee,
  minOrder: v.min_order,
  upiId: v.upi_id,
  fssaiNumber: v.fssai_number || null,
  schedule: v.schedule,
});

/** The community's next meal slot after now (today's later slot, else tomorrow's breakfast). */
function communityNextSlot(timeZone: string, now: Date) {
  const today = zonedToday(timeZone, now);
  for (const date of [today, addDays(today, 1)]) {
    for (const slot of KITCHEN_SLOTS) {
      if (zonedInstant(date, SLOT_TIMES[slot], timeZone) > now) return { date, slot, weekday: weekDayOf(date), timeZone, now };
    }
  }
  return undefined;
}

type KitchenFilters = { q: string; veg: boolean; cuisine?: KitchenValues['cuisines'][number]; open_next: boolean };
const kitchenFilter = (q: KitchenFilters, view: Awaited<ReturnType<typeof viewContext>>): repo.KitchenFilter => ({
  q: q.q,
  vegOnly: q.veg,
  cuisine: q.cuisine,
  viewerApartmentId: view.viewerApartmentId,
  nextSlot: q.open_next ? communityNextSlot(view.timeZone, view.now) : undefined,
});

export async function listKitchens(ctx: ViewerContext, q: KitchenFilters & { page: number; pageSize: number }) {
  const view = await viewContext(ctx);
  const { rows, total } = await repo.listKitchens(ctx.db, kitchenFilter(q, view), q.page, q.pageSize);
  return { items: rows.map((r) => toCard(r, view)), total, page: q.page, pageSize: q.pageSize };
}

/** Whether the kitchens list with these filters shows this kitchen (a saved search hearing of a new one, issue 26). */
export async function kitchenMatches(ctx: ViewerContext, id: number, q: KitchenFilters) {
  const { total } = await repo.listKitchens(ctx.db, { ...kitchenFilter(q, await viewContext(ctx)), id }, 1, 1);
  return total > 0;
}

/**
 * The kitchen row. Given a `viewer` (null for a visitor), one the admins hid is "not found" unless the viewer owns
 * it or is an admin; without one (the owner's and admins' own paths, checked after) it is returned as it is.
 */
export async function findKitchenRow(ctx: ViewerContext, id: number, viewer?: AuthUser | null) {
  const row = await repo.findKitchen(ctx.db, id);
  if (row && viewer !== undefined) assertNotRemoved(viewer, row);
  if (!row || (viewer !== undefined && row.hiddenReason !== null && !isOwnerOrAdmin(viewer, row.userId))) throw NotFound('The kitchen');
  return row;
}

export async function getKitchen(ctx: ViewerContext, id: number) {
  const { user: viewer } = ctx;
  const row = await findKitchenRow(ctx, id, viewer);
  return toKitchen(row, await repo.listItems(ctx.db, id), await viewContext(ctx));
}

export async function getMyKitchen(ctx: ServiceContext) {
  const { user } = ctx;
  const row = await repo.findKitchenOfUser(ctx.db, user.id);
  if (!row) throw NotFound('Your kitchen');
  return toKitchen(row, await repo.listItems(ctx.db, row.id), await viewContext(ctx));
}

export async function createKitchen(ctx: ServiceContext, values: KitchenValues) {
  await assertCanPost(ctx);
  const { db, user } = ctx;
  if (await repo.findKitchenOfUser(db, user.id)) throw Conflict(M.alreadyHasKitchen);
  const apartmentId = await repo.apartmentOfUser(db, user.id);
  try {
    await repo.insertKitchen(db, { ...kitchenColumns(values), userId: user.id, apartmentId, isOpen: values.is_open });
  } catch (err) {
    // Two tabs creating at once: the unique index on user_id decides.
    if ((err as { cause?: { code?: string }; code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505')
      throw Conflict(M.alreadyHasKitchen);
    throw err;
  }
  const kitchen = await getMyKitchen(ctx);
  await ctx.emit('listing.created', { kind: 'kitchens', id: kitchen.id, ownerId: user.id, name: kitchen.name });
  return kitchen;
}

/** Owner or admin; a changed FSSAI number needs verifying again; an admin's pause is kept. */
export async function updateKitchen(ctx: ServiceContext, id: number, values: KitchenValues) {
  const { db, user } = ctx;
  const current = await findKitchenRow(ctx, id);
  assertOwnerOrAdmin(user, current.userId);
  const columns = kitchenColumns(values);
  const isOpen = values.is_open;
  if (isOpen && current.pausedByAdmin && !user.isAdmin) throw Conflict(M.pausedByAdmin);
  await repo.updateKitchen(db, id, { ...columns, isOpen, fssaiVerified: current.fssaiVerified && columns.fssaiNumber === current.fssaiNumber });
  if (user.id !== current.userId) await ctx.audit('kitchen.update', `kitchen:${id}`, { owner: current.userId });
  return getKitchen(ctx, id);
}

/** The owner opens or pauses; an admin's pause can only be lifted by an admin. */
export async function setPaused(ctx: ServiceContext, id: number, paused: boolean) {
  const { db, user } = ctx;
  const current = await findKitchenRow(ctx, id);
  assertOwnerOrAdmin(user, current.userId);
  const asAdmin = user.isAdmin && user.id !== current.userId;
  if (!paused && current.pausedByAdmin && !user.isAdmin) throw Conflict(M.pausedByAdmin);
  await repo.updateKitchen(db, id, { isOpen: !paused, pausedByAdmin: asAdmin ? paused : paused ? current.pausedByAdmin : false });
  if (asAdmin) await ctx.audit(paused ? 'kitchen.pause' : 'kitchen.reopen', `kitchen:${id}`, { owner: current.userId });
  return getKitchen(ctx, id);
}

export async function setFssaiVerified(ctx: ServiceContext, id: number, verified: boolean) {
  const current = await findKitchenRow(ctx, id);
  if (verified && !current.fssaiNumber) throw Invalid('This kitchen has no FSSAI number to verify.');
  await repo.updateKitchen(ctx.db, id, { fssaiVerified: verified });
  await ctx.audit(verified ? 'kitchen.fssai.verify' : 'kitchen.fssai.unverify', `kitchen:${id}`, { fssai: current.fssaiNumber });
  return getKitchen(ctx, id);
}

/** Admins set a kitchen's fair shares per customer (issue 29); the change is audited with the old values. */
export async function setCustomerLimits(ctx: ServiceContext, id: number, limits: CustomerLimits) {
  const current = await findKitchenRow(ctx, id);
  await repo.updateKitchen(ctx.db, id, {
    customerOrdersPerDay: limits.orders_per_day,
    customerItemSharePercent: limits.item_share_percent,
    cashCancelLimit: limits.cash_cancel_limit,
  });
  await ctx.audit('kitchen.customer-limits', `kitchen:${id}`, {
    from: { orders_per_day: current.customerOrdersPerDay, item_share_percent: current.customerItemSharePercent, cash_cancel_limit: current.cashCancelLimit },
    to: limits,
  });
  return getKitchen(ctx, id);
}

export async function assertCanEditKitchen(ctx: ServiceContext, id: number) {
  const { user } = ctx;
  const current = await findKitchenRow(ctx, id);

  assertOwnerOrAdmin(user, current.userId);
  return current;
}

export async function addPhotos(ctx: ServiceContext, id: number, files: UploadedFile[]) {
  const { deps, user } = ctx;
  const current = await assertCanEditKitchen(ctx, id);
  const tooMany = M.tooManyPhotos(KITCHEN_LIMITS.maxPhotos);
  if (files.length === 0) throw Invalid('Choose at least one photo.');
  if (current.photos.length + files.length > KITCHEN_LIMITS.maxPhotos) throw Invalid(tooMany, { photos: tooMany });
  const stored = await saveImagesOrNone(deps.uploads, 'kitchens', files, photoRules);
  try {
    await ctx.db.transaction(async (tx) => {
      const locked = await repo.lockKitchen(tx, id);
      if (!locked) throw NotFound('The kitchen');
      if (locked.photos.length + stored.length > KITCHEN_LIMITS.maxPhotos) throw Invalid(tooMany, { photos: tooMany });
      await repo.updateKitchen(tx, id, { photos: [...locked.photos, ...stored.map((s) => s.file)] });
    });
  } catch (err) {
    await deps.uploads.removeAll(
      'kitchens',
      stored.map((s) => s.file),
    );
    throw err;
  }
  if (user.id !== current.userId) await ctx.audit('admin.edit_other', `kitchen:${id}`, { ownerId: current.userId });
  return getKitchen(ctx, id);
}

export async function removePhoto(ctx: ServiceContext, id: number, file: string) {
  const { deps, user } = ctx;
  const current = await findKitchenRow(ctx, id);
  assertOwnerOrAdmin(user, current.userId);
  if (!current.photos.includes(file)) throw NotFound('The photo');
  await repo.updateKitchen(ctx.db, id, { photos: current.photos.filter((p) => p !== file) });
  await deps.uploads.remove('kitchens', file);
  if (user.id !== current.userId) await ctx.audit('admin.edit_other', `kitchen:${id}`, { ownerId: current.userId });
  return getKitchen(ctx, id);
}

// --- menu items ---

const itemColumns = (v: ItemValues) => ({
  name: v.name,
  description: v.description,
  price: v.price,
  isVeg: v.is_veg,
  spiceLevel: v.spice_level,
  slots: v.slots,
  days: v.days,
  dailyLimit: v.daily_limit,
});

/** The item and its kitchen, for the kitchen's owner only (admins moderate kitchens, not menus). */
export async function ownedItem(ctx: ServiceContext, itemId: number) {
  const { user } = ctx;
  const item = await repo.findItem(ctx.db, itemId);
  if (!item || !item.isActive) throw NotFound('The menu item');
  const kitchen = await findKitchenRow(ctx, item.kitchenId);
  if (kitchen.userId !== user.id) throw Forbidden();
  return { item, kitchen };
}

export async function addItem(ctx: ServiceContext, kitchenId: number, values: ItemValues) {
  const { user } = ctx;
  const kitchen = await findKitchenRow(ctx, kitchenId);
  if (kitchen.userId !== user.id) throw Forbidden();
  return toItem(await repo.insertItem(ctx.db, { ...itemColumns(values), kitchenId }));
}

export async function updateItem(ctx: ServiceContext, itemId: number, values: ItemValues) {
  await ownedItem(ctx, itemId);
  return toItem((await repo.updateItem(ctx.db, itemId, itemColumns(values)))!);
}

/** Soft removal: past orders still name the item. */
export async function removeItem(ctx: ServiceContext, itemId: number) {
  const { deps } = ctx;
  const { item } = await ownedItem(ctx, itemId);
  await repo.updateItem(ctx.db, itemId, { isActive: false, photo: null });
  await deps.uploads.remove('kitchens', item.photo);
}

export async function setItemPhoto(ctx: ServiceContext, itemId: number, file: UploadedFile | undefined) {
  const { deps } = ctx;
  const { item } = await ownedItem(ctx, itemId);
  if (!file) throw Invalid('Choose a photo.');
  const [stored] = await saveImagesOrNone(deps.uploads, 'kitchens', [file], photoRules);
  const row = await repo.updateItem(ctx.db, itemId, { photo: stored!.file });
  await deps.uploads.remove('kitchens', item.photo);
  return toItem(row!);
}

// --- reviews ---

/** A hidden kitchen's reviews are as hidden as the kitchen: only its owner and the admins read them. */
export async function listReviews(ctx: ViewerContext, kitchenId: number, page: number, pageSize: number) {
  await findKitchenRow(ctx, kitchenId, ctx.user);
  const { rows, total } = await repo.listReviews(ctx.db, kitchenId, page, pageSize);
  return {
    items: rows.map((r) => ({
      id: r.id,
      user_id: r.userId,
      user_name: r.userName,
      rating: r.rating,
      comment: r.comment,
      created_at: r.createdAt.toISOString(),
      verified: r.verified,
    })),
    total,
    page,
    pageSize,
  };
}

export async function addReview(ctx: ServiceContext, kitchenId: number, values: { rating: number; comment: string }, hasCompleted: boolean) {
  await assertCanPost(ctx);
  const { user } = ctx;
  const kitchen = await findKitchenRow(ctx, kitchenId);
  if (kitchen.hiddenReason !== null) throw Forbidden(TRUST_MESSAGES.hiddenNoReview);
  if (!hasCompleted) throw Forbidden(M.reviewNeedsOrder);
  const row = await ctx.db.transaction((tx) => repo.insertReview(tx, { kitchenId, userId: user.id, rating: values.rating, comment: values.comment }));
  if (!row) throw Conflict(M.reviewExists);
  await ctx.emit('review.added', {
    kind: 'kitchen',
    itemId: kitchenId,
    reviewId: row.id,
    name: kitchen.name,
    ownerId: kitchen.userId,
    actorId: user.id,
    rating: values.rating,
  });
  return { id: row.id };
}

/**
 * Moderation (issue 25): an admin removes a kitchen review (from a report, or with a reason); the rating follows.
 * The caller writes the audit entry. Answers the removed review's author and kitchen.
 */
export async function removeKitchenReview(ctx: ServiceContext, id: number) {
  const row = await ctx.db.transaction((tx) => repo.softDeleteReview(tx, id));
  if (!row) throw NotFound('The review');
  return { userId: row.userId, kitchenId: row.kitchenId };
}

/** Inside the account change's transaction: a disabled owner's kitchen leaves every list; enabling brings it back. */
export const hideKitchenOfDisabledUser = (tx: Db, userId: number, disabled: boolean) => hideForDisabledOwner(tx, schema.kitchens, userId, disabled);
