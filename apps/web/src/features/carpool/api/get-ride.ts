import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ride } from '@padosi/shared/carpool';
import { api } from '../../../lib/api-client';

export const rideQuery = (id: number) =>
  queryOptions({
    queryKey: ['rides', 'details', id],
    queryFn: ({ signal }) => api<Ride>(`/api/carpooling/details/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useRide = (id: number) => useQuery(rideQuery(id));
