import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deleteRequest = (id: number) => api<{ message: string }>(`/api/home-help/${id}`, { method: 'DELETE' });

export function useDeleteRequest() {
  const client = useQueryClient();
  // Only the lists: refetching the deleted request's own details would flash "not found" before the page moves on.
  return useMutation({ mutationFn: deleteRequest, onSuccess: () => client.invalidateQueries({ queryKey: ['home-help', 'list'] }) });
}
