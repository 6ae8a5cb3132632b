import { api } from '../../../lib/api-client';
import { useDeleteListing } from '../../../lib/listings';

export const deleteRental = (id: number) => api<{ message: string }>(`/api/rentals/delete/${id}`, { method: 'DELETE' });

export const useDeleteRental = () => useDeleteListing('rentals', deleteRental);
