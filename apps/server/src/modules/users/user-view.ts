import type { SessionUser } from '@padosi/shared/users';
import type { UserRow } from './users.repo';

/** The signed-in user's own record as the browser keeps it (spec: user_id and isadmin beside the fields). */
export const toSessionUser = (u: UserRow): SessionUser => ({
  id: u.id,
  user_id: u.id,
  name: u.name,
  email: u.email,
  phone_number: u.phoneNumber,
  apartment_id: u.apartmentId,
  block_flat_number: u.blockFlatNumber,
  address: u.address,
  city: u.city,
  state: u.state,
  pincode: u.pincode,
  profile_picture: u.profilePicture,
  isadmin: u.isAdmin,
  language: u.language === 'en' || u.language === 'hi' ? u.language : null,
  age_confirmed: u.ageConfirmedAt !== null,
});
