import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@padosi/shared/paging';
import type { PendingErasure } from '@padosi/shared/privacy';
import { api } from '../../../lib/api-client';

export const erasuresQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'erasures', page],
    queryFn: () => api<Paged<PendingErasure>>('/api/admin/privacy/erasures', { query: { page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });

export const usePendingErasures = (page: number) => useQuery(erasuresQuery(page));
