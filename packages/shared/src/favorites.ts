import { z } from 'zod';

export const FAVORITE_MESSAGES = {
  added: 'Service provider added to favorites.',
  removed: 'Service provider removed from favorites.',
  addLogin: 'Unable to add to favorites. Please login to continue.',
  removeLogin: 'Unable to remove from favorites. Please login to continue.',
  failed: 'Something went wrong. Please try again later.',
} as const;

/** The most favourites one list call returns; a person's favourites stay far below this. */
export const FAVORITES_LIST_MAX = 500;

export const FavoriteBody = z.object({
  service_provider_id: z.coerce.number({ error: 'service_provider_id is required.' }).int().positive('service_provider_id is required.'),
});

/** The spec's client matches favourites by id: id is the provider's id. */
export const FavoriteItem = z.object({ id: z.number().int(), service_provider_id: z.number().int(), created_at: z.string() });
export type FavoriteItem = z.infer<typeof FavoriteItem>;

export const FavoriteChanged = z.object({ message: z.string(), service_provider_id: z.number().int(), is_favorite: z.boolean() });
