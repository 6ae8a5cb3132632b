import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeHelpDetails } from '@padosi/shared/home-help';
import { api } from '../../../lib/api-client';

export const requestQuery = (id: number) =>
  queryOptions({
    queryKey: ['home-help', 'details', id],
    queryFn: ({ signal }) => api<HomeHelpDetails>(`/api/home-help/details/${id}`, { signal }),
  });

export const useRequest = (id: number) => useQuery(requestQuery(id));
