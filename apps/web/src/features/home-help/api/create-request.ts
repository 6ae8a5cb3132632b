import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HomeHelpBodyValues, HomeHelpRequest } from '@padosi/shared/home-help';
import { api } from '../../../lib/api-client';

export const createRequest = (values: HomeHelpBodyValues) =>
  api<{ message: string; request: HomeHelpRequest }>('/api/home-help/create', { method: 'POST', json: { ...values } });

export function useCreateRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createRequest, onSuccess: () => client.invalidateQueries({ queryKey: ['home-help'] }) });
}
