import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HomeHelpRequest, HomeHelpUpdateValues } from '@padosi/shared/home-help';
import { api } from '../../../lib/api-client';

/** Any subset of the fields: the form sends them all, the admin controls only status and provider_id. */
export const updateRequest = ({ id, values }: { id: number; values: HomeHelpUpdateValues }) =>
  api<{ message: string; request: HomeHelpRequest }>(`/api/home-help/${id}`, { method: 'PUT', json: { ...values } });

export function useUpdateRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateRequest, onSuccess: () => client.invalidateQueries({ queryKey: ['home-help'] }) });
}
