import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnquiryItem, EnquiryStatus } from '@padosi/shared/enquiries';
import type { Paged } from '@padosi/shared/paging';
import { api } from '../../../lib/api-client';

export const enquiriesQuery = (page: number, status: EnquiryStatus | '') =>
  queryOptions({
    queryKey: ['admin', 'enquiries', page, status],
    queryFn: () => api<Paged<EnquiryItem>>('/api/enquiries', { query: { page, pageSize: 20, status } }),
    placeholderData: keepPreviousData,
  });

export const useEnquiries = (page: number, status: EnquiryStatus | '') => useQuery(enquiriesQuery(page, status));

export function useSetEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: EnquiryStatus }) => api<EnquiryItem>(`/api/enquiries/${id}/status`, { method: 'PUT', json: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'enquiries'] }),
  });
}
