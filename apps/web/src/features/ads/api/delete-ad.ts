import { api } from '../../../lib/api-client';
import { useDeleteListing } from '../../../lib/listings';

export const deleteAd = (id: number) => api<{ message: string }>(`/api/ads/${id}`, { method: 'DELETE' });

export const useDeleteAd = () => useDeleteListing('ads', deleteAd);
