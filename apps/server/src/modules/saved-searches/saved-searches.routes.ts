import type { FastifyInstance } from 'fastify';
import { ErrorBody, MessageBody, IdParam } from '@padosi/shared/common';
import { SavedSearch, SavedSearchBody, SavedSearchList } from '@padosi/shared/saved-searches';
import { inRequestLanguage } from '../../platform/http/language';
import { routeKit } from '../../platform/http/route-kit';
import { serviceContext } from '../../platform/services/context';
import { deleteSavedSearch, getSavedSearch, listSavedSearches, saveSearch } from './saved-searches.service';

/** A resident's saved searches of ads, rentals, providers and kitchens, and their alerts (issue 26, decision 2600). */
export async function savedSearchRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'notifications');

  r.get(
    '/api/saved-searches',
    {
      config: { policy: 'user' },
      // At most SAVED_SEARCH_LIMITS.perUser rows: one answer, no pages.
      schema: { tags, summary: 'My saved searches, newest first, with the most I may keep', response: { 200: SavedSearchList, 401: ErrorBody } },
    },
    async (request) => listSavedSearches(serviceContext(app, request)),
  );

  r.get(
    '/api/saved-searches/:id',
    {
      config: { policy: 'user' },
      schema: { tags, summary: 'One of my saved searches', params: IdParam, response: { 200: SavedSearch, 401: ErrorBody, 404: ErrorBody } },
    },
    async (request) => getSavedSearch(serviceContext(app, request), request.params.id),
  );

  r.post(
    '/api/saved-searches',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Save a search of a list with its filters, to hear of new matches',
        body: SavedSearchBody,
        response: { 201: MessageBody.extend({ search: SavedSearch }), 400: ErrorBody, 401: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const saved = await saveSearch(serviceContext(app, request), request.body);
      return reply.status(201).send({ ...saved, message: inRequestLanguage(request, saved.message) });
    },
  );

  r.delete(
    '/api/saved-searches/:id',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: { tags, summary: 'Delete one of my saved searches', params: IdParam, response: { 200: MessageBody, 401: ErrorBody, 404: ErrorBody } },
    },
    async (request) => {
      const done = await deleteSavedSearch(serviceContext(app, request), request.params.id);
      return { message: inRequestLanguage(request, done.message) };
    },
  );
}
