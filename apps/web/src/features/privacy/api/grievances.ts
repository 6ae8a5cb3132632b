import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Grievance, GrievanceBody } from '@padosi/shared/grievances';
import type { Paged } from '@padosi/shared/paging';
import { api } from '../../../lib/api-client';

export const myGrievancesQuery = (page: number) =>
  queryOptions({
    queryKey: ['grievances', 'mine', page],
    queryFn: () => api<Paged<Grievance>>('/api/grievances', { query: { page, pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });

export const useMyGrievances = (page: number, enabled: boolean) => useQuery({ ...myGrievancesQuery(page), enabled });

export function useRaiseGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrievanceBody) => api<{ message: string; grievance: Grievance }>('/api/grievances', { json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['grievances', 'mine'] }),
  });
}
