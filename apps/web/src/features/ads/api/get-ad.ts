import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ad } from '@padosi/shared/ads';
import { api } from '../../../lib/api-client';

export const adQuery = (id: number) =>
  queryOptions({
    queryKey: ['ads', 'detail', id],
    queryFn: ({ signal }) => api<Ad>(`/api/ads/details/${id}`, { signal }),
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 2,
  });

export const useAd = (id: number) => useQuery({ ...adQuery(id), enabled: Number.isInteger(id) && id > 0 });
