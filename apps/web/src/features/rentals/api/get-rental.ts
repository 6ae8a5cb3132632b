import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Rental } from '@padosi/shared/rentals';
import { api } from '../../../lib/api-client';

export const rentalQuery = (id: number) =>
  queryOptions({
    queryKey: ['rentals', 'detail', id],
    queryFn: ({ signal }) => api<Rental>(`/api/rentals/details/${id}`, { signal }),
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 2,
  });

export const useRental = (id: number) => useQuery({ ...rentalQuery(id), enabled: Number.isInteger(id) && id > 0 });
