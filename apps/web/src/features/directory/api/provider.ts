import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProviderDetail, ProviderEditValues, ProviderFormValues } from '@padosi/shared/providers';
import { api } from '../../../lib/api-client';
import { FIRST_SCREEN_KEYS } from '@padosi/shared/first-screen';

/** GET /api/service-providers/details/{id} (no token needed). */
export const providerQuery = (id: number) =>
  queryOptions({
    queryKey: FIRST_SCREEN_KEYS.provider(id),
    queryFn: async () => (await api<{ data: ProviderDetail }>(`/api/service-providers/details/${id}`)).data,
    retry: false,
  });
export const useProvider = (id: number) => useQuery(providerQuery(id));

/** GET /api/service-providers/edit/{id}: the edit screen's values (owner or admin). */
export const useProviderForEdit = (id: number) =>
  useQuery({
    queryKey: ['provider', id, 'edit'],
    queryFn: async () => (await api<{ data: ProviderEditValues }>(`/api/service-providers/edit/${id}`)).data,
    retry: false,
    gcTime: 0,
  });

function toForm(values: ProviderFormValues, image: File | null) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value === null || value === undefined ? '' : String(value));
  if (image) form.append('profile_image_url', image);
  return form;
}

/** POST /api/service-providers/create (multipart); the answer carries the new id. */
export function useCreateProvider() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ values, image }: { values: ProviderFormValues; image: File | null }) =>
      api<{ message: string; id: number }>('/api/service-providers/create', { form: toForm(values, image) }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['providers'] }),
  });
}

/** PUT /api/service-providers/update/{id} (multipart). */
export function useUpdateProvider(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ values, image }: { values: ProviderFormValues; image: File | null }) =>
      api<{ message: string; id: number }>(`/api/service-providers/update/${id}`, { method: 'PUT', form: toForm(values, image) }),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ['providers'] });
      qc.removeQueries({ queryKey: ['provider', id] });
    },
  });
}

/** DELETE /api/service-providers/delete/{id}. */
export function useDeleteProvider() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`/api/service-providers/delete/${id}`, { method: 'DELETE' }),
    onSuccess: (_res, id) => {
      qc.invalidateQueries({ queryKey: ['providers'] });
      qc.removeQueries({ queryKey: ['provider', id] });
    },
  });
}
