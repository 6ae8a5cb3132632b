import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/*
 * The client side of a listing (ads, rentals and the ones to come): one cache layout ([listing, 'detail', id]
 * and [listing, 'list', …]), one details query, one save and one delete mutation, one multipart body.
 */
export type ListingKey = 'ads' | 'rentals';

/** A listing's details; a 404 is final, other failures are retried twice. */
export const listingQuery = <T>(listing: ListingKey, id: number, path: string) =>
  queryOptions({
    queryKey: [listing, 'detail', id],
    queryFn: ({ signal }) => api<T>(path, { signal }),
    retry: (count, err) => (err as { status?: number }).status !== 404 && count < 2,
  });

export const isListingId = (id: number) => Number.isInteger(id) && id > 0;

/** The form body: text fields, new files under `fileField`, and the removed stored files as JSON. */
export function listingForm(values: object, fileField: string, files: File[], deleted: { field: string; list: string[]; evenIfEmpty: boolean }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, String(value));
  if (deleted.evenIfEmpty || deleted.list.length) form.append(deleted.field, JSON.stringify(deleted.list));
  for (const file of files) form.append(fileField, file, file.name);
  return form;
}

/** Saves, then keeps the saved listing in the cache and refreshes the lists. */
export function useSaveListing<I, R>(listing: ListingKey, save: (input: I) => Promise<R>, saved: (res: R) => { id: number; value: unknown }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (res) => {
      const { id, value } = saved(res);
      client.setQueryData([listing, 'detail', id], value);
      return client.invalidateQueries({ queryKey: [listing, 'list'] });
    },
  });
}

/** Deletes, then drops the listing from the cache and refreshes the lists. */
export function useDeleteListing(listing: ListingKey, remove: (id: number) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onSuccess: (_res, id) => {
      client.removeQueries({ queryKey: [listing, 'detail', id] });
      return client.invalidateQueries({ queryKey: [listing, 'list'] });
    },
  });
}
