import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, HomeCardCategoryGroup } from '@padosi/shared/categories';
import { api } from '../../../lib/api-client';

// The four category calls of the spec; categories change rarely, so they stay fresh for five minutes.
const fresh = 5 * 60_000;

export const mainCategoriesQuery = queryOptions({
  queryKey: ['categories', 'main'],
  queryFn: () => api<Category[]>('/api/managecategory/maincategorylisting'),
  staleTime: fresh,
});

export const categoryListQuery = (id: number) =>
  queryOptions({ queryKey: ['categories', 'list', id], queryFn: () => api<Category[]>(`/api/managecategory/categorylisting/${id}`), staleTime: fresh });

export const subCategoriesQuery = (parentId: number) =>
  queryOptions({
    queryKey: ['categories', 'sub', parentId],
    queryFn: () => api<Category[]>('/api/managecategory/listing', { query: { parent_id: parentId } }),
    staleTime: fresh,
    enabled: parentId > 0,
  });

export const homeCardGroupsQuery = queryOptions({
  queryKey: ['categories', 'homecards'],
  queryFn: () => api<HomeCardCategoryGroup[]>('/api/managecategory/homecards-categories/listing'),
  staleTime: fresh,
});

export const useMainCategories = () => useQuery(mainCategoriesQuery);
export const useCategoryList = (id: number) => useQuery(categoryListQuery(id));
export const useSubCategories = (parentId: number) => useQuery(subCategoriesQuery(parentId));
export const useHomeCardGroups = () => useQuery(homeCardGroupsQuery);
