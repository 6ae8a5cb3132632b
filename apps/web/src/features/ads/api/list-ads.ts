import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdList, AdSort } from '@padosi/shared/ads';
import { api } from '../../../lib/api-client';

export interface AdListParams {
  userId?: number;
  page: number;
  sort: AdSort;
}

export const adListQuery = ({ userId, page, sort }: AdListParams) =>
  queryOptions({
    queryKey: ['ads', 'list', { userId: userId ?? null, page, sort }],
    queryFn: ({ signal }) => api<AdList>(userId ? `/api/ads/listing/${userId}` : '/api/ads/listing', { query: { page, sort }, signal }),
    placeholderData: keepPreviousData,
  });

export const useAds = (params: AdListParams) => useQuery(adListQuery(params));
