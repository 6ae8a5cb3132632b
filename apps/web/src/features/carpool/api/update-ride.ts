import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ride, RideValues } from '@padosi/shared/carpool';
import { api } from '../../../lib/api-client';

export const updateRide = ({ id, values }: { id: number; values: RideValues }) =>
  api<{ message: string; ride: Ride }>(`/api/carpooling/update/${id}`, { method: 'PUT', json: { ...values } });

export function useUpdateRide() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateRide, onSuccess: () => client.invalidateQueries({ queryKey: ['rides'] }) });
}
