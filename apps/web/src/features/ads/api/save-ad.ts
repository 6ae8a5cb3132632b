import type { Ad, AdFieldsValues } from '@padosi/shared/ads';
import { sendListing, useSaveListing, type SaveListingInput } from '../../../lib/listings';

/** POST /api/ads/create or PUT /api/ads/update/{id}: the form fields, the images files and deletedImages as JSON. */
export const saveAd = (input: SaveListingInput<AdFieldsValues>) =>
  sendListing<{ message: string; ad: Ad }>('/api/ads', { field: 'images', deletedField: 'deletedImages', sendEmptyDeleted: true }, input);

export const useSaveAd = () => useSaveListing('ads', saveAd, (res) => ({ id: res.ad.ad_id, value: res.ad }));
