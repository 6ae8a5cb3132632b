import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeliveryReport } from '@padosi/shared/notifications';
import { api } from '../../../lib/api-client';

/** The failed notification deliveries (one page) and the counts sent per day by channel. */
export const useDeliveryReport = (page: number) =>
  useQuery({
    queryKey: ['admin', 'notification-deliveries', page],
    queryFn: ({ signal }) => api<DeliveryReport>('/api/admin/notifications/deliveries', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
