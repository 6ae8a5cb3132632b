import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerLimits,
  DayMenu,
  ItemBody,
  Kitchen,
  KitchenBody,
  KitchenList,
  KitchenSlot,
  MenuItem,
  ReviewBody,
  ReviewList,
} from '@padosi/shared/kitchens';
import { api, ApiError } from '../../../lib/api-client';

export interface ExploreFilter {
  page: number;
  q: string;
  veg: boolean;
  cuisine: string;
  open_next: boolean;
}

export const kitchenListQuery = (f: ExploreFilter) =>
  queryOptions({
    queryKey: ['kitchens', 'list', f],
    queryFn: ({ signal }) => api<KitchenList>('/api/kitchens', { query: { ...f, veg: f.veg || undefined, open_next: f.open_next || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
export const useKitchens = (f: ExploreFilter) => useQuery(kitchenListQuery(f));

export const useKitchen = (id: number) =>
  useQuery({ queryKey: ['kitchens', 'detail', id], queryFn: ({ signal }) => api<Kitchen>(`/api/kitchens/${id}`, { signal }) });

/** The signed-in cook's kitchen, or null when they have none yet. */
export const useMyKitchen = () =>
  useQuery({
    queryKey: ['kitchens', 'mine'],
    queryFn: async ({ signal }) => {
      try {
        return await api<Kitchen>('/api/kitchens/mine', { signal });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });

export const useDayMenu = (kitchenId: number, date: string, slot: KitchenSlot | null) =>
  useQuery({
    queryKey: ['kitchens', 'menu', kitchenId, date, slot],
    queryFn: ({ signal }) => api<DayMenu>(`/api/kitchens/${kitchenId}/menu`, { query: { date, slot: slot! }, signal }),
    enabled: Boolean(slot && date),
  });

export const useReviews = (kitchenId: number, page: number) =>
  useQuery({
    queryKey: ['kitchens', 'reviews', kitchenId, page],
    queryFn: ({ signal }) => api<ReviewList>(`/api/kitchens/${kitchenId}/reviews`, { query: { page, pageSize: 5 }, signal }),
    placeholderData: keepPreviousData,
  });

function useKitchenMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['kitchens'] }) });
}

export const useSaveKitchen = () =>
  useKitchenMutation(({ id, body }: { id?: number; body: KitchenBody }) =>
    id
      ? api<Kitchen>(`/api/kitchens/${id}`, { method: 'PUT', json: body as unknown as Record<string, unknown> })
      : api<Kitchen>('/api/kitchens', { method: 'POST', json: body as unknown as Record<string, unknown> }),
  );

export const useAddPhotos = () =>
  useKitchenMutation(({ id, files }: { id: number; files: File[] }) => {
    const form = new FormData();
    for (const f of files) form.append('photos', f, f.name);
    return api<Kitchen>(`/api/kitchens/${id}/photos`, { method: 'POST', form });
  });

export const useRemovePhoto = () =>
  useKitchenMutation(({ id, file }: { id: number; file: string }) => api<Kitchen>(`/api/kitchens/${id}/photos/${file}`, { method: 'DELETE' }));

export const usePauseKitchen = () =>
  useKitchenMutation(({ id, paused }: { id: number; paused: boolean }) => api<Kitchen>(`/api/kitchens/${id}/pause`, { method: 'PUT', json: { paused } }));

export const useSetCustomerLimits = () =>
  useKitchenMutation(({ id, limits }: { id: number; limits: CustomerLimits }) =>
    api<Kitchen>(`/api/kitchens/${id}/customer-limits`, { method: 'PUT', json: limits }),
  );

export const useSaveItem = () =>
  useKitchenMutation(async ({ kitchenId, itemId, body, photo }: { kitchenId: number; itemId?: number; body: ItemBody; photo?: File | null }) => {
    const json = body as unknown as Record<string, unknown>;
    const item = itemId
      ? await api<MenuItem>(`/api/kitchens/items/${itemId}`, { method: 'PUT', json })
      : await api<MenuItem>(`/api/kitchens/${kitchenId}/items`, { method: 'POST', json });
    if (!photo) return item;
    const form = new FormData();
    form.append('photo', photo, photo.name);
    return api<MenuItem>(`/api/kitchens/items/${item.id}/photo`, { method: 'POST', form });
  });

export const useRemoveItem = () => useKitchenMutation((itemId: number) => api<{ message: string }>(`/api/kitchens/items/${itemId}`, { method: 'DELETE' }));

export const useSoldOut = () =>
  useKitchenMutation(({ itemId, date, sold_out }: { itemId: number; date: string; sold_out: boolean }) =>
    api(`/api/kitchens/items/${itemId}/sold-out`, { method: 'PUT', json: { date, sold_out } }),
  );

export const useAddReview = () =>
  useKitchenMutation(({ kitchenId, body }: { kitchenId: number; body: ReviewBody }) =>
    api<{ message: string }>(`/api/kitchens/${kitchenId}/reviews`, { method: 'POST', json: body as unknown as Record<string, unknown> }),
  );

export const useVerifyFssai = () =>
  useKitchenMutation(({ id, verified }: { id: number; verified: boolean }) => api<Kitchen>(`/api/kitchens/${id}/fssai`, { method: 'PUT', json: { verified } }));
