import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RideList } from '@padosi/shared/carpool';
import { api } from '../../../lib/api-client';

export interface RideSearch {
  from: string;
  to: string;
  date: string;
  page: number;
  /** Only this user's rides (the /carpooling/{user_id} screen). */
  userId?: number;
}

export const ridesQuery = (s: RideSearch) =>
  queryOptions({
    queryKey: ['rides', 'list', s],
    queryFn: ({ signal }) =>
      api<RideList>(s.userId ? `/api/carpooling/listing/${s.userId}` : '/api/carpooling/listing', {
        query: { from: s.from, to: s.to, date: s.date, page: s.page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useRides = (s: RideSearch) => useQuery(ridesQuery(s));
