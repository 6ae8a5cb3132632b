import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ad, AdFieldsValues } from '@padosi/shared/ads';
import { api } from '../../../lib/api-client';

export interface SaveAdInput {
  /** Absent when creating. */
  id?: number;
  values: AdFieldsValues;
  newImages: File[];
  deletedImages: string[];
}

/** POST /api/ads/create or PUT /api/ads/update/{id}: the form fields, the images files and deletedImages as JSON. */
export function saveAd({ id, values, newImages, deletedImages }: SaveAdInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, String(value));
  form.append('deletedImages', JSON.stringify(deletedImages));
  for (const file of newImages) form.append('images', file, file.name);
  return id
    ? api<{ message: string; ad: Ad }>(`/api/ads/update/${id}`, { method: 'PUT', form })
    : api<{ message: string; ad: Ad }>('/api/ads/create', { method: 'POST', form });
}

export function useSaveAd() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAd,
    onSuccess: (res) => {
      client.setQueryData(['ads', 'detail', res.ad.ad_id], res.ad);
      return client.invalidateQueries({ queryKey: ['ads', 'list'] });
    },
  });
}
