import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Apartment } from '@padosi/shared/users';
import { api } from '../../../lib/api-client';

/** GET /api/apartments: suggestions for the Apartment / PG name field (free text is still allowed). */
export const apartmentNamesQuery = queryOptions({
  queryKey: ['apartments'],
  queryFn: () => api<Apartment[]>('/api/apartments'),
  staleTime: 10 * 60_000,
});

export const useApartmentNames = () => useQuery(apartmentNamesQuery);
