import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Ends every session of the signed-in user, this browser's included. */
export const signOutEverywhere = () => api<{ ok: true; ended: number }>('/api/auth/logout-all', { method: 'POST' });

export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere });
