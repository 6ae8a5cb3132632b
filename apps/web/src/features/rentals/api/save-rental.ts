import type { Rental, RentalFieldsValues } from '@padosi/shared/rentals';
import { sendListing, useSaveListing, type SaveListingInput } from '../../../lib/listings';

/** POST /api/rentals/create or PUT /api/rentals/update/{id}: fields, repeated "photos" files, deletedPhotos JSON. */
export const saveRental = (input: SaveListingInput<RentalFieldsValues>) =>
  sendListing<{ message: string; rental: Rental }>('/api/rentals', { field: 'photos', deletedField: 'deletedPhotos', sendEmptyDeleted: false }, input);

export const useSaveRental = () => useSaveListing('rentals', saveRental, (res) => ({ id: res.rental.id, value: res.rental }));
