import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, HomeCardCategoryGroup } from '@padosi/shared/categories';
import { api } from '../../../lib/api-client';
import { FIRST_SCREEN_KEYS } from '@padosi/shared/first-screen';

// The four category calls of the spec; categories change rarely, so they stay fresh for five minutes.
const fresh = 5 * 60_000;

export const mainCategoriesQuery = queryOptions({
  queryKey: FIRST_SCREEN_KEYS.mainCategories,
  queryFn: () => api<Category[]>('/api/managecategory/maincategorylisting'),
  staleTime: fresh,
});

export const categoryListQuery = (id: number) =>
  queryOptions({ queryKey: ['categories', 'list', id], queryFn: () => api<Category[]>(`/api/managecategory/categorylisting/${id}`), staleTime: fresh });

/** One main category's sub categories; with `all`, every active sub category (parentId 0). */
export const subCategoriesQuery = (parentId: number, all = false) =>
  queryOptions({
    queryKey: ['categories', 'sub', parentId],
    queryFn: () => api<Category[]>('/api/managecategory/listing', { query: parentId > 0 ? { parent_id: parentId } : {} }),
    staleTime: fresh,
    enabled: parentId > 0 || all,
  });

export const homeCardGroupsQuery = queryOptions({
  queryKey: FIRST_SCREEN_KEYS.homeCardGroups,
  queryFn: () => api<HomeCardCategoryGroup[]>('/api/managecategory/homecards-categories/listing'),
  staleTime: fresh,
});

export const useMainCategories = () => useQuery(mainCategoriesQuery);
export const useCategoryList = (id: number) => useQuery(categoryListQuery(id));
export const useSubCategories = (parentId: number, all = false) => useQuery(subCategoriesQuery(parentId, all));
export const useHomeCardGroups = () => useQuery(homeCardGroupsQuery);
