import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KitchenSlot, Order, OrderBody, OrderList, OrderStatus, PrepList } from '@padosi/shared/kitchens';
import { api } from '../../../lib/api-client';

export const useMyOrders = (page: number) =>
  useQuery({
    queryKey: ['kitchen-orders', 'mine', page],
    queryFn: ({ signal }) => api<OrderList>('/api/kitchen-orders/mine', { query: { page, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

export const useKitchenOrders = (kitchenId: number | undefined, date: string, slot: KitchenSlot | '', page: number) =>
  useQuery({
    queryKey: ['kitchen-orders', 'kitchen', kitchenId, date, slot, page],
    queryFn: ({ signal }) => api<OrderList>(`/api/kitchens/${kitchenId}/orders`, { query: { date, slot, page, pageSize: 20 }, signal }),
    enabled: Boolean(kitchenId),
    placeholderData: keepPreviousData,
  });

export const usePrepList = (kitchenId: number | undefined, date: string, slot: KitchenSlot) =>
  useQuery({
    queryKey: ['kitchen-orders', 'prep', kitchenId, date, slot],
    queryFn: ({ signal }) => api<PrepList>(`/api/kitchens/${kitchenId}/prep`, { query: { date, slot }, signal }),
    enabled: Boolean(kitchenId),
  });

export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kitchenId, body }: { kitchenId: number; body: OrderBody }) =>
      api<Order>(`/api/kitchens/${kitchenId}/orders`, { method: 'POST', json: body as unknown as Record<string, unknown> }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['kitchen-orders'] }), client.invalidateQueries({ queryKey: ['kitchens', 'menu'] })]),
  });
}

export function useMoveOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: OrderStatus; reason?: string }) =>
      api<Order>(`/api/kitchen-orders/${id}/status`, { method: 'PUT', json: { status, reason: reason ?? '' } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['kitchen-orders'] }),
  });
}
