import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings, SocietySettings } from '@padosi/shared/settings';
import { api } from '../../../lib/api-client';
import { CONFIG_KEY, fetchConfig } from '../../../lib/config';

const KEY = ['admin', 'settings'];

export const useAdminSettings = () => useQuery({ queryKey: KEY, queryFn: () => api<AdminSettings>('/api/admin/settings') });

/** Saves the society settings; this tab's footer, SOS panel and pages then show them without a reload. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SocietySettings) => api<AdminSettings>('/api/admin/settings', { method: 'PUT', json: settings }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(KEY, saved);
      queryClient.setQueryData(CONFIG_KEY, await fetchConfig());
    },
  });
}
