import type { Rental } from '@padosi/shared/rentals';
import type { Poster } from '@padosi/shared/trust';
import type { RentalView } from './rentals.repo';

/** The phone number only with `phone` (its owner and the admins); everyone else asks POST /api/rentals/{id}/phone. */
export const toRental = (r: RentalView, { phone, poster }: { phone: boolean; poster: Poster | null }): Rental => ({
  id: r.id,
  user_id: r.userId,
  apartment_name: r.apartmentName,
  block_flat_number: r.blockFlatNumber,
  address: r.address,
  rental_cost: r.rentalCost,
  description: r.description,
  available_from: r.availableFrom,
  type: r.type,
  phone_number: phone ? r.phoneNumber : null,
  photos: r.photos,
  role_type: r.roleType,
  status: r.status,
  created_at: r.createdAt.toISOString(),
  poster,
  verified: r.verified ?? null,
  ...(phone && r.removedReason ? { removed_reason: r.removedReason } : {}),
});
