import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdCategory } from '@padosi/shared/ads';
import { api } from '../../../lib/api-client';

export const adCategoriesQuery = queryOptions({
  queryKey: ['ads', 'categories'],
  queryFn: () => api<AdCategory[]>('/api/ads/adscategories'),
  staleTime: 30 * 60_000,
});

export const useAdCategories = () => useQuery(adCategoriesQuery);
