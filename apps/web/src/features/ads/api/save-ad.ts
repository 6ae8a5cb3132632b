import type { Ad, AdFieldsValues } from '@padosi/shared/ads';
import { api } from '../../../lib/api-client';
import { listingForm, useSaveListing } from '../../../lib/listings';

export interface SaveAdInput {
  /** Absent when creating. */
  id?: number;
  values: AdFieldsValues;
  newImages: File[];
  deletedImages: string[];
}

/** POST /api/ads/create or PUT /api/ads/update/{id}: the form fields, the images files and deletedImages as JSON. */
export function saveAd({ id, values, newImages, deletedImages }: SaveAdInput) {
  const form = listingForm(values, 'images', newImages, { field: 'deletedImages', list: deletedImages, evenIfEmpty: true });
  return api<{ message: string; ad: Ad }>(id ? `/api/ads/update/${id}` : '/api/ads/create', { method: id ? 'PUT' : 'POST', form });
}

export const useSaveAd = () => useSaveListing('ads', saveAd, (res) => ({ id: res.ad.ad_id, value: res.ad }));
