import { nextPage } from '@padosi/shared/paging';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ProviderListItem, ProviderPage } from '@padosi/shared/providers';
import { api } from '../../../lib/api-client';

const PAGE_SIZE = 24;

/** A paged provider list read page by page ("Load more"); every list call of the spec answers {items, total}. */
const pagedList = (key: unknown[], path: string, extra: Record<string, string> = {}, enabled = true) =>
  infiniteQueryOptions({
    queryKey: ['providers', ...key],
    queryFn: ({ pageParam }) => api<ProviderPage>(path, { query: { ...extra, page: pageParam, pageSize: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });

/** GET /api/service-providers/listing/{id}: a category's providers, with the directory filters as query values. */
export const useCategoryProviders = (categoryId: number, filters: Record<string, string> = {}) =>
  useInfiniteQuery(pagedList(['category', categoryId, filters], `/api/service-providers/listing/${categoryId}`, filters));

/** GET /api/service-providers/mylisting/{userId}: a user's cards. */
export const useUserProviders = (userId: number) => useInfiniteQuery(pagedList(['user', userId], `/api/service-providers/mylisting/${userId}`));

/** GET /api/service-providers/myfavorites (signed in). */
export const useFavoriteProviders = () => useInfiniteQuery(pagedList(['favorites'], '/api/service-providers/myfavorites'));

/** GET /api/service-providers/search/search_term?term= : full-text results. */
export const useSearchResults = (term: string, filters: Record<string, string> = {}) =>
  useInfiniteQuery(pagedList(['search', term, filters], '/api/service-providers/search/search_term', { ...filters, term }, term.trim() !== ''));

/** GET /api/service-providers/listing: the best providers of each main category, for the home page. */
export const homeProvidersQuery = queryOptions({
  queryKey: ['providers', 'home'],
  queryFn: async () => (await api<{ items: ProviderListItem[] }>('/api/service-providers/listing')).items,
  staleTime: 60_000,
});
export const useHomeProviders = () => useQuery(homeProvidersQuery);
