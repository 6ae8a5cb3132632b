import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '@padosi/shared/common';
import { FAVORITE_MESSAGES, FavoriteBody, FavoriteChanged, FavoriteItem } from '@padosi/shared/favorites';
import { serviceContext } from '../../platform/services/context';
import { routeKit } from '../../platform/http/route-kit';
import { addMyFavorite, listMyFavorites, removeMyFavorite } from './favorites.service';

export async function favoriteRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'favourites');

  r.get(
    '/api/favorites/list',
    { config: { policy: 'user' }, schema: { tags, summary: 'My favourites (id is the provider id), newest first', response: { 200: z.array(FavoriteItem) } } },
    async (request) => listMyFavorites(serviceContext(app, request)),
  );

  r.post(
    '/api/favorites/add',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Add a provider to my favourites (idempotent)',
        body: FavoriteBody,
        response: { 200: FavoriteChanged, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const id = request.body.service_provider_id;
      await addMyFavorite(serviceContext(app, request), id);
      return { message: FAVORITE_MESSAGES.added, service_provider_id: id, is_favorite: true };
    },
  );

  r.delete(
    '/api/favorites/remove',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Remove a provider from my favourites (service_provider_id in the JSON body, or in the query)',
        querystring: FavoriteBody.partial(),
        body: FavoriteBody.nullish(),
        response: { 200: FavoriteChanged, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const id = await removeMyFavorite(serviceContext(app, request), request.body?.service_provider_id ?? request.query.service_provider_id);
      return { message: FAVORITE_MESSAGES.removed, service_provider_id: id, is_favorite: false };
    },
  );
}
