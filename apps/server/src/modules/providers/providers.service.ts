import type { ProviderFormValues } from '@padosi/shared/providers';
import { PROVIDER_LIMITS, PROVIDER_MESSAGES } from '@padosi/shared/providers';
import { assertOwnerOrAdmin, type AuthUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import type { AppDeps } from '../../platform/deps';
import { Invalid, NotFound } from '../../platform/errors';
import type { UploadedFile } from '../../platform/multipart';
import { findApartment } from '../apartments/apartments.repo';
import { resolveProviderCategories } from '../categories/categories.service';
import { deleteProvider, findProviderOwner, findProviderRow, insertProvider, refreshRating, updateProvider, type ProviderInsert } from './providers.repo';
import { sanitizeRichText } from './sanitize';
import { addProviderWords, buildSearchText, refreshCategoryProviders } from './search-text';
import { forgetAllProviders, forgetProvider } from './caches';

const NOT_FOUND = 'The service provider';

/** The columns a form writes; admin-only flags, rating and owner are never among them. */
async function formColumns(deps: AppDeps, v: ProviderFormValues, title: string | null = null): Promise<Partial<ProviderInsert>> {
  const { db } = deps.database;
  const { main, sub } = await resolveProviderCategories(db, v.parent_id, v.service_type);
  if (v.apartment_id !== null && !(await findApartment(db, v.apartment_id))) {
    throw Invalid('Choose an apartment from the list.', { apartment_id: 'Choose an apartment from the list.' });
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
    longDesc: sanitizeRichText(v.long_desc),
    searchText: buildSearchText({ shopname: v.shopname, title, categoryName: sub.name, parentName: main.name, businessDetails: v.business_details }),
  };
}

const saveImage = (deps: AppDeps, image: UploadedFile | undefined) =>
  image
    ? deps.uploads.saveImage('serviceproviders', image.data, { allowed: ['jpeg', 'png', 'webp'], maxPx: PROVIDER_LIMITS.storedMaxPx, message: PROVIDER_MESSAGES.imageType })
    : null;

/** Registers a provider owned by the signed-in user; the image is stored first and removed again if the insert fails. */
export async function createProvider(deps: AppDeps, user: AuthUser, values: ProviderFormValues, image: UploadedFile | undefined) {
  const columns = await formColumns(deps, values);
  const stored = await saveImage(deps, image);
  try {
    const id = await deps.database.db.transaction(async (tx) => {
      const row = await insertProvider(tx, { ...columns, userId: user.id, profileImage: stored?.file ?? null } as ProviderInsert);
      await addProviderWords(tx, row.id);
      return row.id;
    });
    forgetProvider(deps.database.db, id);
    return id;
  } catch (err) {
    if (stored) await deps.uploads.remove('serviceproviders', stored.file);
    throw err;
  }
}

/** Owner or admin only; a replaced image is deleted once the row points at the new one. */
export async function changeProvider(deps: AppDeps, user: AuthUser, id: number, values: ProviderFormValues, image: UploadedFile | undefined) {
  const { db } = deps.database;
  const current = await findProviderRow(db, id);
  if (!current) throw NotFound(NOT_FOUND);
  assertOwnerOrAdmin(user, current.userId);
  const columns = await formColumns(deps, values, current.title);
  const stored = await saveImage(deps, image);
  try {
    await db.transaction(async (tx) => {
      await updateProvider(tx, id, { ...columns, ...(stored ? { profileImage: stored.file } : {}) });
      await addProviderWords(tx, id);
    });
  } catch (err) {
    if (stored) await deps.uploads.remove('serviceproviders', stored.file);
    throw err;
  }
  if (stored) await deps.uploads.remove('serviceproviders', current.profileImage);
  forgetProvider(db, id);
  return id;
}

export async function removeProvider(deps: AppDeps, user: AuthUser, id: number) {
  const { db } = deps.database;
  const current = await findProviderRow(db, id);
  if (!current) throw NotFound(NOT_FOUND);
  assertOwnerOrAdmin(user, current.userId);
  await deleteProvider(db, id);
  await deps.uploads.remove('serviceproviders', current.profileImage);
  forgetProvider(db, id);
}

/** The edit screen's values: owner or admin only (the row holds the real phone of admin-contact providers). */
export async function providerForEdit(deps: AppDeps, user: AuthUser, id: number) {
  const row = await findProviderRow(deps.database.db, id);
  if (!row) throw NotFound(NOT_FOUND);
  assertOwnerOrAdmin(user, row.userId);
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
export async function assertCanChangeProvider(deps: AppDeps, user: AuthUser, id: number) {
  const owner = await findProviderOwner(deps.database.db, id);
  if (!owner) throw NotFound(NOT_FOUND);
  assertOwnerOrAdmin(user, owner.userId);
}

export async function assertProviderExists(deps: AppDeps, id: number) {
  const row = await findProviderRow(deps.database.db, id);
  if (!row) throw NotFound(NOT_FOUND);
  return row;
}

/** Called in the category update's transaction; the caller clears the caches of `appDb` after it commits. */
export async function onCategoryChanged(tx: Db, categoryId: number) {
  await refreshCategoryProviders(tx, categoryId);
}

export const onCategoriesCommitted = (appDb: Db) => forgetAllProviders(appDb);

/** Keeps rating and review_count in step with the reviews; call inside the review write's transaction. */
export const refreshProviderRating = (tx: Db, providerId: number) => refreshRating(tx, providerId);

/** After a review write commits: the provider's details show a new rating. */
export const onReviewsCommitted = (appDb: Db, providerId: number) => forgetProvider(appDb, providerId);

/** After the admin flags change. */
export const onProviderFlagsChanged = (appDb: Db, providerId: number) => forgetProvider(appDb, providerId);
