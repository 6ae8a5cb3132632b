import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@padosi/shared/notifications';
import { api } from '../../../lib/api-client';

type Saved = NotificationPreferences & { email_available: boolean };
const KEY = ['notifications', 'preferences'] as const;

export const usePreferences = () => useQuery({ queryKey: KEY, queryFn: ({ signal }) => api<Saved>('/api/notifications/preferences', { signal }) });

export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) => api<Saved>('/api/notifications/preferences', { method: 'PUT', json: body }),
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  });
}
