import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteItem } from '@padosi/shared/favorites';
import { api } from '../../../lib/api-client';

/** GET /api/favorites/list (signed in): items whose id is the provider id. */
export const useFavoriteIds = (enabled: boolean) =>
  useQuery({ queryKey: ['favorites'], queryFn: () => api<FavoriteItem[]>('/api/favorites/list'), enabled, select: (items) => new Set(items.map((f) => f.id)) });

/** POST /api/favorites/add or DELETE /api/favorites/remove with {service_provider_id}. */
export function useToggleFavorite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, add }: { id: number; add: boolean }) =>
      add
        ? api<{ message: string }>('/api/favorites/add', { json: { service_provider_id: id } })
        : api<{ message: string }>('/api/favorites/remove', { method: 'DELETE', json: { service_provider_id: id } }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ['favorites'] });
      qc.invalidateQueries({ queryKey: ['providers', 'favorites'] });
    },
  });
}
