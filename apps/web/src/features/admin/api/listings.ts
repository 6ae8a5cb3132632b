import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModeratedListing, ModerationBody, ModerationFilter, ModerationKind } from '@padosi/shared/moderation';
import type { Paged } from '@padosi/shared/paging';
import { api } from '../../../lib/api-client';

/** The console's Listings screen (issue 24): one kind's listings, searched and filtered. */
export const useAdminListings = (kind: ModerationKind, q: string, hidden: ModerationFilter, page: number) =>
  useQuery({
    queryKey: ['admin', 'listings', kind, q, hidden, page],
    queryFn: () => api<Paged<ModeratedListing>>('/api/admin/listings', { query: { kind, q, hidden, page } }),
    placeholderData: keepPreviousData,
  });

/** Hides a listing with the reason, or shows it again; the public lists and details of that kind are asked again. */
export function useModerateListing() {
  const queryClient = useQueryClient();
  const publicKeys: Record<ModerationKind, string> = { ad: 'ads', rental: 'rentals', ride: 'rides', kitchen: 'kitchens' };
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: ModerationKind; id: number; body: ModerationBody }) =>
      api<{ message: string }>(`/api/admin/listings/${kind}/${id}`, { method: 'PUT', json: body }),
    onSuccess: (_, { kind }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['admin', 'listings'] }), queryClient.invalidateQueries({ queryKey: [publicKeys[kind]] })]),
  });
}
