import { useQuery } from '@tanstack/react-query';
import type { Apartment } from '@padosi/shared/users';
import { api } from '../../../lib/api-client';

/** GET /api/apartments, shared cache key with the profile form. */
export const useApartmentList = () => useQuery({ queryKey: ['apartments'], queryFn: () => api<Apartment[]>('/api/apartments'), staleTime: 10 * 60_000 });
