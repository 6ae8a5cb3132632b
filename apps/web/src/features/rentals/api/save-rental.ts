import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Rental, RentalFieldsValues } from '@padosi/shared/rentals';
import { api } from '../../../lib/api-client';

export interface SaveRentalInput {
  id?: number;
  values: RentalFieldsValues;
  newPhotos: File[];
  deletedPhotos: string[];
}

/** POST /api/rentals/create or PUT /api/rentals/update/{id}: fields, repeated "photos" files, deletedPhotos JSON. */
export function saveRental({ id, values, newPhotos, deletedPhotos }: SaveRentalInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, String(value));
  if (deletedPhotos.length) form.append('deletedPhotos', JSON.stringify(deletedPhotos));
  for (const file of newPhotos) form.append('photos', file, file.name);
  return id
    ? api<{ message: string; rental: Rental }>(`/api/rentals/update/${id}`, { method: 'PUT', form })
    : api<{ message: string; rental: Rental }>('/api/rentals/create', { method: 'POST', form });
}

export function useSaveRental() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRental,
    onSuccess: (res) => {
      client.setQueryData(['rentals', 'detail', res.rental.id], res.rental);
      return client.invalidateQueries({ queryKey: ['rentals', 'list'] });
    },
  });
}
