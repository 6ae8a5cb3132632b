import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErasureBody, PrivacyState } from '@padosi/shared/privacy';
import { api } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-store';

const KEY = ['privacy'];

/** The "your data" panel; asks again every few seconds while an archive is being built. */
export const usePrivacyState = () =>
  useQuery({
    queryKey: KEY,
    queryFn: () => api<PrivacyState>('/api/privacy'),
    refetchInterval: (q) => (q.state.data?.latest_export?.status === 'pending' ? 2000 : false),
  });

export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ message: string }>('/api/privacy/exports', { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const useRequestErasure = () =>
  useMutation({ mutationFn: (body: ErasureBody) => api<{ message: string; erase_after: string }>('/api/privacy/erasure', { json: body }) });

/** The archive needs the bearer token, which a plain link would not send: fetched, then saved from a blob. */
export async function downloadArchive(url: string) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${getToken() ?? ''}` } });
  if (!res.ok) throw new Error(String(res.status));
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'padosi-my-data.zip';
  const href = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
