import { useQuery } from '@tanstack/react-query';
import type { Rental } from '@padosi/shared/rentals';
import { isListingId, listingQuery } from '../../../lib/listings';

export const rentalQuery = (id: number) => listingQuery<Rental>('rentals', id, `/api/rentals/details/${id}`);

export const useRental = (id: number) => useQuery({ ...rentalQuery(id), enabled: isListingId(id) });
