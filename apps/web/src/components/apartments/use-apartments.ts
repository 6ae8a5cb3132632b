import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Apartment } from '@padosi/shared/users';
import { api } from '../../lib/api-client';

/** GET /api/apartments: one query (and one cache entry) for the profile, provider and rental forms. */
export const apartmentsQuery = queryOptions({
  queryKey: ['apartments'],
  queryFn: () => api<Apartment[]>('/api/apartments'),
  staleTime: 10 * 60_000,
});

export const useApartments = () => useQuery(apartmentsQuery);
