import type { Rental, RentalFieldsValues } from '@padosi/shared/rentals';
import { api } from '../../../lib/api-client';
import { listingForm, useSaveListing } from '../../../lib/listings';

export interface SaveRentalInput {
  id?: number;
  values: RentalFieldsValues;
  newPhotos: File[];
  deletedPhotos: string[];
}

/** POST /api/rentals/create or PUT /api/rentals/update/{id}: fields, repeated "photos" files, deletedPhotos JSON. */
export function saveRental({ id, values, newPhotos, deletedPhotos }: SaveRentalInput) {
  const form = listingForm(values, 'photos', newPhotos, { field: 'deletedPhotos', list: deletedPhotos, evenIfEmpty: false });
  return api<{ message: string; rental: Rental }>(id ? `/api/rentals/update/${id}` : '/api/rentals/create', { method: id ? 'PUT' : 'POST', form });
}

export const useSaveRental = () => useSaveListing('rentals', saveRental, (res) => ({ id: res.rental.id, value: res.rental }));
