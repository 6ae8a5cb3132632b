import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RentalList } from '@padosi/shared/rentals';
import { api } from '../../../lib/api-client';

export const rentalListQuery = ({ userId, page }: { userId?: number; page: number }) =>
  queryOptions({
    queryKey: ['rentals', 'list', { userId: userId ?? null, page }],
    queryFn: ({ signal }) => api<RentalList>(userId ? `/api/rentals/listing/${userId}` : '/api/rentals/listing', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useRentals = (params: { userId?: number; page: number }) => useQuery(rentalListQuery(params));
