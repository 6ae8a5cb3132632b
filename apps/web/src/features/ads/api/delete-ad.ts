import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deleteAd = (id: number) => api<{ message: string }>(`/api/ads/${id}`, { method: 'DELETE' });

export function useDeleteAd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAd,
    onSuccess: (_res, id) => {
      client.removeQueries({ queryKey: ['ads', 'detail', id] });
      return client.invalidateQueries({ queryKey: ['ads', 'list'] });
    },
  });
}
