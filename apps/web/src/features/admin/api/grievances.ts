import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminGrievance, GrievanceFilter, GrievanceReplyInput } from '@padosi/shared/grievances';
import type { Paged } from '@padosi/shared/paging';
import { api } from '../../../lib/api-client';

export const grievanceQueueQuery = (status: GrievanceFilter, page: number) =>
  queryOptions({
    queryKey: ['admin', 'grievances', status, page],
    queryFn: () => api<Paged<AdminGrievance>>('/api/admin/grievances', { query: { status, page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });

export const useGrievanceQueue = (status: GrievanceFilter, page: number) => useQuery(grievanceQueueQuery(status, page));

export function useAnswerGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: GrievanceReplyInput }) =>
      api<{ message: string; grievance: AdminGrievance }>(`/api/admin/grievances/${id}/replies`, { json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'grievances'] }),
  });
}
