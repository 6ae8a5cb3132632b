import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeHelpProvider, HomeHelpServiceType } from '@padosi/shared/home-help';
import { api } from '../../../lib/api-client';

/** The directory's maid and cook providers an admin can assign (admins only). */
export const providersQuery = (serviceType?: HomeHelpServiceType) =>
  queryOptions({
    queryKey: ['home-help', 'providers', serviceType ?? 'all'],
    queryFn: ({ signal }) => api<HomeHelpProvider[]>('/api/home-help/providers', { query: { service_type: serviceType }, signal }),
    staleTime: 5 * 60_000,
  });

export const useProviders = (serviceType: HomeHelpServiceType | undefined, enabled: boolean) => useQuery({ ...providersQuery(serviceType), enabled });
