import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SavedAdList, SavedAdState } from '@padosi/shared/ads';
import { ErrorBody, IdParam, PageQuery } from '@padosi/shared/common';
import { serviceContext } from '../../platform/services/context';
import { isSavedByMe, listMySavedAds, saveForMe, unsaveForMe } from './saved-ads.service';

/**
 * Saved ads (issue 15): the signed-in resident's heart, kept on the server so it survives a reload and shows
 * under My listings. Visitors keep the spec's local-only heart.
 */
export async function savedAdRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ads'];

  r.get(
    '/api/ads/saved',
    {
      config: { policy: 'user' },
      schema: { tags, summary: 'My saved ads, most recently saved first', querystring: PageQuery, response: { 200: SavedAdList, 401: ErrorBody } },
    },
    async (request) => listMySavedAds(serviceContext(app, request), request.query),
  );

  r.get(
    '/api/ads/saved/:id',
    { config: { policy: 'user' }, schema: { tags, summary: 'Whether I saved this ad', params: IdParam, response: { 200: SavedAdState, 401: ErrorBody } } },
    async (request) => ({ ad_id: request.params.id, saved: await isSavedByMe(serviceContext(app, request), request.params.id) }),
  );

  r.put(
    '/api/ads/saved/:id',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: { tags, summary: 'Save an ad I can see (idempotent)', params: IdParam, response: { 200: SavedAdState, 401: ErrorBody, 404: ErrorBody } },
    },
    async (request) => {
      await saveForMe(serviceContext(app, request), request.params.id);
      return { ad_id: request.params.id, saved: true };
    },
  );

  r.delete(
    '/api/ads/saved/:id',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: { tags, summary: 'Forget a saved ad (idempotent)', params: IdParam, response: { 200: SavedAdState, 401: ErrorBody } },
    },
    async (request) => {
      await unsaveForMe(serviceContext(app, request), request.params.id);
      return { ad_id: request.params.id, saved: false };
    },
  );
}
