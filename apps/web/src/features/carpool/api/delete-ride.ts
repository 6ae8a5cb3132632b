import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deleteRide = (id: number) => api<{ message: string }>(`/api/carpooling/${id}`, { method: 'DELETE' });

export function useDeleteRide() {
  const client = useQueryClient();
  // Only the lists: refetching the deleted ride's own details would flash "not found" before the page moves on.
  return useMutation({ mutationFn: deleteRide, onSuccess: () => client.invalidateQueries({ queryKey: ['rides', 'list'] }) });
}
