import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackItem } from '@padosi/shared/feedback';
import { api } from '../../../lib/api-client';
import type { Paged } from '@padosi/shared/paging';

export const feedbackQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'feedback', page],
    queryFn: () => api<Paged<FeedbackItem>>('/api/feedback', { query: { page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });

export const useFeedback = (page: number) => useQuery(feedbackQuery(page));
