import type { ProviderFormValues } from '@padosi/shared/providers';
import { PROVIDER_LIMITS, PROVIDER_MESSAGES } from '@padosi/shared/providers';
import { assertOwnerOrAdmin, isOwnerOrAdmin, type AuthUser } from '../../platform/http/auth';
import * as schema from '../../db/schema/index';
import type { Db } from '../../platform/engine/db';
import { hideForDisabledOwner } from '../../platform/sql/hidden';
import { Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { writeWithImage } from '../../platform/uploads/upload-batch';
import type { ServiceContext, SystemContext, ViewerContext } from '../../platform/services/context';
import { ADMIN_MESSAGES } from '@padosi/shared/admin';
import { apartmentProblem } from '../apartments/apartments.service';
import { resolveProviderCategories } from '../categories/categories.service';
import { deleteProvider, findProviderOwner, findProviderRow, insertProvider, refreshRating, updateProvider, type ProviderInsert } from './providers.repo';
import { cleanRichText } from '../../platform/http/sanitize';
import { addProviderWords, buildSearchText, refreshCategoryProviders } from './search-text';
import { forgetAllProviders, forgetProvider } from './caches';
import type { CacheBus } from '../../platform/cache/cache-bus';
import { assertCanPost } from '../residents/residents.service';

const NOT_FOUND = 'The service provider';

/** The columns a form writes; admin-only flags, rating and owner are never among them. */
async function formColumns(
  db: Db,
  v: ProviderFormValues,
  title: string | null = null,
  keptApartmentId: number | null = null,
): Promise<Partial<ProviderInsert>> {
  const { main, sub } = await resolveProviderCategories(db, v.parent_id, v.service_type);
  const problem = v.apartment_id === null ? null : await apartmentProblem(db, v.apartment_id, keptApartmentId);
  if (problem) {
    const message = problem === 'retired' ? ADMIN_MESSAGES.apartmentRetired : 'Choose an apartment from the list.';
    throw Invalid(message, { apartment_id: message });
  }
  const orNull = (s: string) => (s === '' ? null : s);
  return {
    name: v.name,
    shopname: orNull(v.shopname),
    address: orNull(v.address),
    pincode: orNull(v.pincode),
    apartmentId: v.apartment_id,
    businessDetails: orNull(v.business_details),
    parentId: main.id,
    categoryId: sub.id,
    phoneNumber: v.phone_number,
    longDesc: await cleanRichText(v.long_desc, 'long_desc'),
    searchText: buildSearchText({ shopname: v.shopname, title, categoryName: sub.name, parentName: main.name, businessDetails: v.business_details }),
  };
}

const imageRules = { allowed: ['jpeg', 'png', 'webp'] as const, maxPx: PROVIDER_LIMITS.storedMaxPx, message: PROVIDER_MESSAGES.imageType };

/** Registers a provider owned by the signed-in user; the image is stored first and removed again if the insert fails. */
export async function createProvider(ctx: ServiceContext, values: ProviderFormValues, image: UploadedFile | undefined) {
  await assertCanPost(ctx);
  const { deps, user } = ctx;
  const columns = await formColumns(ctx.db, values);
  const id = await writeWithImage(deps.uploads, 'serviceproviders', image, imageRules, async (stored) => ({
    result: await ctx.db.transaction(async (tx) => {
      const row = await insertProvider(tx, { ...columns, userId: user.id, profileImage: stored?.file ?? null } as ProviderInsert);
      await addProviderWords(tx, row.id);
      return row.id;
    }),
  }));
  await forgetProvider(ctx.caches, id);
  await ctx.emit('listing.created', { kind: 'providers', id, ownerId: user.id, name: values.name });
  return id;
}

/**
 * The Admin Verified badge vouches for a name, a phone and a trade: when the owner changes any of them the badge
 * goes until an admin looks again. An admin's own edit keeps it.
 */
const losesVerification = (
  user: AuthUser,
  current: { adminVerified: boolean; name: string; phoneNumber: string; categoryId: number; parentId: number },
  next: Partial<ProviderInsert>,
) =>
  current.adminVerified &&
  !user.isAdmin &&
  (next.name !== current.name || next.phoneNumber !== current.phoneNumber || next.categoryId !== current.categoryId || next.parentId !== current.parentId);

/**
 * Owner or admin only; the row is read once, and a replaced image is deleted once the row points at the new one.
 * An admin's edit of someone else's provider is one audit entry.
 */
export async function changeProvider(ctx: ServiceContext, id: number, values: ProviderFormValues, image: UploadedFile | undefined) {
  const { db, deps, user } = ctx;
  const current = await findProviderRow(db, id);
  if (!current) throw NotFound(NOT_FOUND);
  assertOwnerOrAdmin(user, current.userId);
  const columns = await formColumns(db, values, current.title, current.apartmentId);
  await writeWithImage(deps.uploads, 'serviceproviders', image, imageRules, async (stored) => {
    await db.transaction(async (tx) => {
      await updateProvider(tx, id, {
        ...columns,
        ...(stored ? { profileImage: stored.file } : {}),
        ...(losesVerification(user, current, columns) ? { adminVerified: false } : {}),
      });
      await addProviderWords(tx, id);
    });
    return { result: id, replaced: stored ? [current.profileImage] : [] };
  });
  await forgetProvider(ctx.caches, id);
  if (user.id !== current.userId) await ctx.audit('admin.edit_other', `service_provider:${id}`, { ownerId: current.userId });
  return id;
}

/** Owner or admin; an admin deleting a provider is recorded in the audit log. */
export async function removeProvider(ctx: ServiceContext, id: number) {
  const current = await findProviderRow(ctx.db, id);
  if (!current) throw NotFound(NOT_FOUND);
  assertOwnerOrAdmin(ctx.user, current.userId);
  await deleteProvider(ctx.db, id);
  await ctx.deps.uploads.remove('serviceproviders', current.profileImage);
  await forgetProvider(ctx.caches, id);
  if (ctx.user.isAdmin) await ctx.audit('provider.delete', `service_provider:${id}`, { ownerId: current.userId });
}

/** Admin only: the verified and admin-contact flags, never part of the public form; audited. */
/** Verification, admin contact, and hiding from every public list (an admin's hide or unhide, whatever hid it). */
export async function setProviderFlags(ctx: ServiceContext, id: number, flags: { admin_verified?: boolean; is_admin_contact?: boolean; hidden?: boolean }) {
  await assertProviderExists(ctx, id);
  const hiddenReason = flags.hidden === undefined ? undefined : flags.hidden ? ('admin' as const) : null;
  await updateProvider(ctx.db, id, { adminVerified: flags.admin_verified, isAdminContact: flags.is_admin_contact, hiddenReason });
  await forgetProvider(ctx.caches, id);
  await ctx.audit('provider.flags', `service_provider:${id}`, flags);
}

/** The edit screen's values: owner or admin only (the row holds the real phone of admin-contact providers). */
export async function providerForEdit(ctx: ServiceContext, id: number) {
  const row = await findProviderRow(ctx.db, id);
  if (!row) throw NotFound(NOT_FOUND);
  assertOwnerOrAdmin(ctx.user, row.userId);
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    has_shop: row.shopname ? ('yes' as const) : ('no' as const),
    shopname: row.shopname ?? '',
    address: row.address ?? '',
    pincode: row.pincode ?? '',
    apartment_id: row.apartmentId,
    business_details: row.businessDetails ?? '',
    parent_id: row.parentId,
    parent_category_id: row.parentId,
    service_type: row.categoryId,
    phone_number: row.phoneNumber,
    profile_image_url: row.profileImage,
    long_desc: row.longDesc ?? '',
  };
}

/** Owner or admin, else 403; 404 for a provider that does not exist. */
export async function assertCanChangeProvider(ctx: ServiceContext, id: number) {
  const owner = await findProviderOwner(ctx.db, id);
  if (!owner) throw NotFound(NOT_FOUND);
  assertOwnerOrAdmin(ctx.user, owner.userId);
}

export async function assertProviderExists(ctx: ViewerContext, id: number) {
  const row = await findProviderRow(ctx.db, id);
  if (!row) throw NotFound(NOT_FOUND);
  return row;
}

/**
 * A provider the moderators hid takes nothing new (issue 25): no review, favourite or report, each refused with its
 * own words; `refusal` is one of TRUST_MESSAGES' hidden* texts.
 */
export async function assertProviderOpen(ctx: ViewerContext, id: number, refusal: string) {
  const row = await assertProviderExists(ctx, id);
  if (row.hiddenReason !== null) throw Forbidden(refusal);
  return row;
}

/** A hidden provider's reviews are as hidden as the provider: only its owner and the admins read them. */
export async function assertProviderVisible(ctx: ViewerContext, id: number) {
  const row = await assertProviderExists(ctx, id);
  if (row.hiddenReason !== null && !isOwnerOrAdmin(ctx.user, row.userId)) throw NotFound(NOT_FOUND);
  return row;
}

/** Wired to `category.changed`: a renamed or moved category rebuilds its providers' search text in the same transaction. */
export const onCategoryChanged = (tx: Db, categoryId: number) => refreshCategoryProviders(tx, categoryId);
/** Wired to `categories.committed`: cached details and suggestions drop. */
export const onCategoriesCommitted = (caches: CacheBus) => forgetAllProviders(caches);

/** Keeps rating and review_count in step with the reviews; call inside the review write's transaction. */
export const refreshProviderRating = (tx: Db, providerId: number) => refreshRating(tx, providerId);

/** After a review write commits: the provider's details show a new rating. */
export const onReviewsCommitted = (caches: CacheBus, providerId: number) => forgetProvider(caches, providerId);

/** Inside the account change's transaction: a disabled owner's providers leave every list; enabling brings them back. */
export const hideProvidersOfDisabledUser = (tx: Db, userId: number, disabled: boolean) => hideForDisabledOwner(tx, schema.serviceProviders, userId, disabled);

/** After that transaction commits, on every instance: cached details and suggestions may show them. */
export const forgetProvidersOfDisabledUser = (caches: CacheBus) => forgetAllProviders(caches);

/** A report an admin acted on: the provider is hidden until an admin shows it again. */
export async function hideReportedProvider(ctx: SystemContext, id: number) {
  await updateProvider(ctx.db, id, { hiddenReason: 'report' });
  await forgetProvider(ctx.caches, id);
}
