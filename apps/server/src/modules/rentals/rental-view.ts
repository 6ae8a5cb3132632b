import type { Rental } from '@padosi/shared/rentals';
import type { RentalRow } from './rentals.repo';

export const toRental = (r: RentalRow): Rental => ({
  id: r.id,
  user_id: r.userId,
  apartment_name: r.apartmentName,
  block_flat_number: r.blockFlatNumber,
  address: r.address,
  rental_cost: r.rentalCost,
  description: r.description,
  available_from: r.availableFrom,
  type: r.type,
  phone_number: r.phoneNumber,
  photos: r.photos,
  role_type: r.roleType,
  status: r.status,
  created_at: r.createdAt.toISOString(),
});
