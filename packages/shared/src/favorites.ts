import { z } from 'zod';
import { MAX_ROW_ID } from './common';

import { FAVORITE_MESSAGES } from './provider-constants';

export { FAVORITE_MESSAGES, FAVORITES_LIST_MAX } from './provider-constants';

export const FavoriteBody = z.object({
  service_provider_id: z.coerce
    .number({ error: FAVORITE_MESSAGES.providerRequired })
    .int()
    .positive(FAVORITE_MESSAGES.providerRequired)
    .max(MAX_ROW_ID, 'The service provider was not found.'),
});

/** The spec's client matches favourites by id: id is the provider's id. */
export const FavoriteItem = z.object({ id: z.number().int(), service_provider_id: z.number().int(), created_at: z.string() });
export type FavoriteItem = z.infer<typeof FavoriteItem>;

export const FavoriteChanged = z.object({ message: z.string(), service_provider_id: z.number().int(), is_favorite: z.boolean() });
