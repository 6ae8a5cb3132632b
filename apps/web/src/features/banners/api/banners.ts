import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Banner, BannerInput } from '@padosi/shared/banners';
import { api } from '../../../lib/api-client';

interface Saved {
  message: string;
  id: number;
  data: Banner;
}

/** Live banners (active, not expired): the open listing. */
export const useLiveBanners = () => useQuery({ queryKey: ['banners'], queryFn: () => api<Banner[]>('/api/banners') });
/** Every banner, for the admin form's cards. */
export const useAllBanners = () => useQuery({ queryKey: ['banners', 'all'], queryFn: () => api<Banner[]>('/api/banners', { query: { all: 'true' } }) });
export const useBanner = (id: number | null) =>
  useQuery({ queryKey: ['banners', 'one', id], queryFn: () => api<Banner>(`/api/banners/${id}`), enabled: id !== null, retry: false });

/** Spec 02: multipart with the form as the JSON string `data` and an optional `image`. */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, image }: { id: number | null; values: BannerInput; image: File | null }) => {
      const form = new FormData();
      form.append('data', JSON.stringify(values));
      if (image) form.append('image', image);
      return api<Saved>(id ? `/api/banners/update/${id}` : '/api/banners/create', { method: id ? 'PUT' : 'POST', form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['banners'] }),
  });
}
