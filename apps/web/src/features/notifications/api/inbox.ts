import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationItem } from '@padosi/shared/notifications';
import type { Paged } from '@padosi/shared/paging';
import { api } from '../../../lib/api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const useInbox = (page: number) =>
  useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'list', page],
    queryFn: ({ signal }) => api<Paged<NotificationItem> & { unread: number }>('/api/notifications', { query: { page }, signal }),
  });

/** Marking read refreshes the list and the bell's count (both under NOTIFICATIONS_KEY). */
export function useMarkRead() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  const one = useMutation({ mutationFn: (id: number) => api(`/api/notifications/${id}/read`, { method: 'POST' }), onSettled: done });
  const all = useMutation({ mutationFn: () => api('/api/notifications/read-all', { method: 'POST' }), onSettled: done });
  return { one, all };
}
