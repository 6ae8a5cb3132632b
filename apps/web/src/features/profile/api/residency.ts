import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockItem, FlatItem, MyResidency, Residency } from '@padosi/shared/residents';
import type { ResidentRole } from '@padosi/shared/residents-constants';
import { api } from '../../../lib/api-client';

const KEY = ['residents', 'me'] as const;

/** My latest join request or residency, and the society's registration mode. */
export const useMyResidency = () => useQuery({ queryKey: KEY, queryFn: () => api<MyResidency>('/api/residents/me') });

export const useBlocks = (apartmentId: number | null) =>
  useQuery({
    queryKey: ['residents', 'blocks', apartmentId],
    queryFn: () => api<BlockItem[]>(`/api/apartments/${apartmentId}/blocks`),
    enabled: apartmentId !== null,
  });

export const useFlats = (blockId: number | null) =>
  useQuery({ queryKey: ['residents', 'flats', blockId], queryFn: () => api<FlatItem[]>(`/api/blocks/${blockId}/flats`), enabled: blockId !== null });

export function useJoin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { flatId: number; role: ResidentRole; inviteCode: string }) => api<Residency>('/api/residents/join', { json: body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useMoveOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<MyResidency>('/api/residents/move-out', { method: 'POST' }),
    onSuccess: (data) => client.setQueryData(KEY, data),
  });
}
