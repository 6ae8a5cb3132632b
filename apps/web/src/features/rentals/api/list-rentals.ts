import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RentalList } from '@padosi/shared/rentals';
import { api } from '../../../lib/api-client';
import { FIRST_SCREEN_KEYS } from '@padosi/shared/first-screen';

export const rentalListQuery = ({ userId, page }: { userId?: number; page: number }) =>
  queryOptions({
    queryKey: FIRST_SCREEN_KEYS.rentals(page, userId ?? null),
    queryFn: ({ signal }) => api<RentalList>(userId ? `/api/rentals/listing/${userId}` : '/api/rentals/listing', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useRentals = (params: { userId?: number; page: number }) => useQuery(rentalListQuery(params));
