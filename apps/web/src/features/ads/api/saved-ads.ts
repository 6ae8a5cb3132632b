import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedAdList, SavedAdState } from '@padosi/shared/ads';
import { api } from '../../../lib/api-client';

const savedKey = (adId: number) => ['ads', 'saved', adId] as const;

/** Whether the signed-in user saved this ad (GET /api/ads/saved/{id}); off for visitors. */
export const useSavedAdState = (adId: number, enabled: boolean) =>
  useQuery({ queryKey: savedKey(adId), queryFn: () => api<SavedAdState>(`/api/ads/saved/${adId}`), enabled });

/** Saves or forgets the ad on the server (PUT or DELETE /api/ads/saved/{id}); the saved list is refreshed. */
export function useToggleSavedAd(adId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) => api<SavedAdState>(`/api/ads/saved/${adId}`, { method: save ? 'PUT' : 'DELETE' }),
    onSuccess: (state) => {
      client.setQueryData(savedKey(adId), state);
      return client.invalidateQueries({ queryKey: ['ads', 'saved', 'list'] });
    },
  });
}

/** The first page of my saved ads, most recently saved first. */
export const useSavedAds = (enabled = true) =>
  useQuery({ queryKey: ['ads', 'saved', 'list'], queryFn: () => api<SavedAdList>('/api/ads/saved', { query: { page: 1, pageSize: 20 } }), enabled });
