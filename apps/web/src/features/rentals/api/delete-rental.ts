import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deleteRental = (id: number) => api<{ message: string }>(`/api/rentals/delete/${id}`, { method: 'DELETE' });

export function useDeleteRental() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRental,
    onSuccess: (_res, id) => {
      client.removeQueries({ queryKey: ['rentals', 'detail', id] });
      return client.invalidateQueries({ queryKey: ['rentals', 'list'] });
    },
  });
}
