import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdList, AdSort } from '@padosi/shared/ads';
import { api } from '../../../lib/api-client';
import { FIRST_SCREEN_KEYS } from '@padosi/shared/first-screen';

export interface AdListParams {
  userId?: number;
  page: number;
  sort: AdSort;
}

export const adListQuery = ({ userId, page, sort }: AdListParams) =>
  queryOptions({
    queryKey: FIRST_SCREEN_KEYS.ads(page, sort, userId ?? null),
    queryFn: ({ signal }) => api<AdList>(userId ? `/api/ads/listing/${userId}` : '/api/ads/listing', { query: { page, sort }, signal }),
    placeholderData: keepPreviousData,
  });

export const useAds = (params: AdListParams) => useQuery(adListQuery(params));
