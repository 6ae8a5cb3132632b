import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ride, RideValues } from '@padosi/shared/carpool';
import { api } from '../../../lib/api-client';

export const createRide = (values: RideValues) => api<{ message: string; ride: Ride }>('/api/carpooling/create', { method: 'POST', json: { ...values } });

export function useCreateRide() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createRide, onSuccess: () => client.invalidateQueries({ queryKey: ['rides'] }) });
}
