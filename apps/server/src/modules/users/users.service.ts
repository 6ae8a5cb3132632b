import type { ProfileValues } from '@padosi/shared/users';
import { PROFILE_MESSAGES } from '@padosi/shared/users';
import { Invalid, NotFound } from '../../platform/errors';
import type { UploadedFile } from '../../platform/multipart';
import type { AppDeps } from '../../platform/deps';
import { findApartment } from '../apartments/apartments.repo';
import { findUserById, updateUser } from './users.repo';

/**
 * Saves the profile form. The picture is re-encoded before the row changes; the old uploaded picture is removed
 * only after the row points at the new one, and a new file is removed again if the row update fails.
 */
export async function updateProfile(deps: AppDeps, userId: number, values: ProfileValues, picture: UploadedFile | undefined) {
  const { db } = deps.database;
  const current = await findUserById(db, userId);
  if (!current) throw NotFound('The user');
  if (!(await findApartment(db, values.apartment_id))) {
    throw Invalid(PROFILE_MESSAGES.apartmentRequired, { apartment_id: PROFILE_MESSAGES.apartmentRequired });
  }
  const stored = picture
    ? await deps.uploads.saveImage('profiles', picture.data, { allowed: ['jpeg', 'png'], maxPx: 800, message: PROFILE_MESSAGES.pictureType })
    : null;
  try {
    const updated = await updateUser(db, userId, {
      name: values.name,
      phoneNumber: values.phone_number,
      apartmentId: values.apartment_id,
      blockFlatNumber: values.block_flat_number,
      address: values.address,
      city: values.city,
      state: values.state,
      pincode: values.pincode,
      ...(stored ? { profilePicture: stored.path } : {}),
    });
    if (stored && current.profilePicture?.startsWith('/uploads/profiles/')) await deps.uploads.remove('profiles', current.profilePicture);
    return updated!;
  } catch (err) {
    if (stored) await deps.uploads.remove('profiles', stored.file);
    throw err;
  }
}
