import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeHelpList, HomeHelpServiceType, HomeHelpStatus } from '@padosi/shared/home-help';
import { api } from '../../../lib/api-client';

export interface RequestSearch {
  /** 'all' is the admin's full list (GET /api/home-help/); 'mine' is GET /user-requests. */
  scope: 'all' | 'mine';
  page: number;
  service_type?: HomeHelpServiceType;
  address?: string;
  status?: HomeHelpStatus;
  user_id?: number;
}

export const requestsQuery = ({ scope, ...query }: RequestSearch) =>
  queryOptions({
    queryKey: ['home-help', 'list', scope, query],
    queryFn: ({ signal }) => api<HomeHelpList>(scope === 'all' ? '/api/home-help/' : '/api/home-help/user-requests', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export const useRequests = (s: RequestSearch, enabled = true) => useQuery({ ...requestsQuery(s), enabled });
