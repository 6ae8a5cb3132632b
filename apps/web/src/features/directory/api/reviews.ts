import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewPage } from '@padosi/shared/reviews';
import { api } from '../../../lib/api-client';

/** GET /review/listing/{serviceProviderId}. */
export const reviewsQuery = (providerId: number) =>
  queryOptions({ queryKey: ['reviews', providerId], queryFn: () => api<ReviewPage>(`/review/listing/${providerId}`, { query: { pageSize: 50 } }) });
export const useReviews = (providerId: number) => useQuery(reviewsQuery(providerId));

/** POST /review/addreview {rating, review, service_provider_id}; the list is refreshed by the form after its 3 s message. */
export const useAddReview = () =>
  useMutation({
    mutationFn: (body: { rating: number; review: string; service_provider_id: number }) =>
      api<{ message: string; id: number; replaced: boolean }>('/review/addreview', { json: body }),
  });

export function useRefreshReviews(providerId: number) {
  const qc = useQueryClient();
  return () => {
    qc.invalidateQueries({ queryKey: ['reviews', providerId] });
    qc.invalidateQueries({ queryKey: ['provider', providerId] });
  };
}
