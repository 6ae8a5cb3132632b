import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/*
 * The client side of a listing (ads, rentals and the ones to come): one cache layout ([listing, 'detail', id]
 * and [listing, 'list', …]), one details query, one save and one delete mutation, one multipart body.
 */
export type ListingKey = 'ads' | 'rentals';

/** A listing's details; a 404 or 410 (removed by the moderators) is final, other failures are retried twice. */
export const listingQuery = <T>(listing: ListingKey, id: number, path: string) =>
  queryOptions({
    queryKey: [listing, 'detail', id],
    queryFn: ({ signal }) => api<T>(path, { signal }),
    retry: (count, err) => ![404, 410].includes((err as { status?: number }).status ?? 0) && count < 2,
  });

export const isListingId = (id: number) => Number.isInteger(id) && id > 0;

/** What a listing form saves: its fields, the files added and the stored files removed. */
export interface SaveListingInput<V extends object> {
  /** Absent when creating. */
  id?: number;
  values: V;
  newFiles: File[];
  deletedFiles: string[];
}

/** How a listing's API names its files: the repeated file field, the JSON list of removed ones, and whether an empty list is sent. */
export interface ListingFiles {
  field: string;
  deletedField: string;
  sendEmptyDeleted: boolean;
}

/** The multipart body: text fields, new files under `files.field`, and the removed stored files as JSON. */
export function listingForm(values: object, files: ListingFiles, added: File[], deleted: string[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, String(value));
  if (files.sendEmptyDeleted || deleted.length) form.append(files.deletedField, JSON.stringify(deleted));
  for (const file of added) form.append(files.field, file, file.name);
  return form;
}

/** POST `${base}/create` or PUT `${base}/update/{id}` with the multipart body. */
export function sendListing<R>(base: string, files: ListingFiles, { id, values, newFiles, deletedFiles }: SaveListingInput<object>) {
  const form = listingForm(values, files, newFiles, deletedFiles);
  return api<R>(id ? `${base}/update/${id}` : `${base}/create`, { method: id ? 'PUT' : 'POST', form });
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
