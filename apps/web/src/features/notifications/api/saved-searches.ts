import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchList } from '@padosi/shared/saved-searches';
import { api } from '../../../lib/api-client';

const KEY = ['saved-searches'] as const;

export const useSavedSearches = () => useQuery({ queryKey: KEY, queryFn: ({ signal }) => api<SavedSearchList>('/api/saved-searches', { signal }) });

export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`/api/saved-searches/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
