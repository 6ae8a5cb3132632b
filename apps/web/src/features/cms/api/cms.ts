import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CmsInput, CmsPage, CmsStatus } from '@padosi/shared/cms';
import { api } from '../../../lib/api-client';

interface Saved {
  message: string;
  data: CmsPage;
}

/** Every page the caller may see: active pages for visitors, all pages for admins (the server decides). */
export const cmsPagesQuery = (scope: 'public' | 'admin') => queryOptions({ queryKey: ['cms', 'list', scope], queryFn: () => api<CmsPage[]>('/api/cms') });
export const useCmsPages = (scope: 'public' | 'admin') => useQuery(cmsPagesQuery(scope));

export const useCmsSearch = (query: string) =>
  useQuery({ queryKey: ['cms', 'search', query], queryFn: () => api<CmsPage[]>('/api/cms/search', { query: { query } }), enabled: query.length > 0 });

export const cmsSlugQuery = (slug: string) =>
  queryOptions({ queryKey: ['cms', 'slug', slug], queryFn: () => api<CmsPage>(`/api/cms/slug/${encodeURIComponent(slug)}`), retry: false });
export const useCmsPageBySlug = (slug: string) => useQuery(cmsSlugQuery(slug));

function toForm(values: CmsInput, image: File | null) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.append(key, String(value));
  if (image) form.append('banner_image', image);
  return form;
}

export function useSaveCmsPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, image }: { id: number | null; values: CmsInput; image: File | null }) =>
      api<Saved>(id ? `/api/cms/${id}` : '/api/cms', { method: id ? 'PUT' : 'POST', form: toForm(values, image) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cms'] }),
  });
}

export function useSetCmsStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: CmsStatus }) => api<Saved>(`/api/cms/status/${id}`, { method: 'PUT', json: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cms'] }),
  });
}

export function useDeleteCmsPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<Saved>(`/api/cms/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cms'] }),
  });
}
