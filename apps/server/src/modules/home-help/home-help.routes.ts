import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody, MessageBody, IdParam } from '@padosi/shared/common';
import {
  HOME_HELP_MESSAGES as M,
  HOME_HELP_SERVICE_TYPES,
  HomeHelpDetails,
  HomeHelpList,
  HomeHelpListQuery,
  HomeHelpProvider,
  HomeHelpSaved,
  HomeHelpUpdateBody,
  homeHelpSchema,
} from '@padosi/shared/home-help';
import { serviceContext, viewerContext } from '../../platform/services/context';
import { routeKit } from '../../platform/http/route-kit';
import { createRequest, deleteRequest, getRequestDetails, listProvidersFor, listRequests, updateRequest } from './home-help.service';

/** The spec's home-help calls, exact paths, every one behind a bearer token. */
export async function homeHelpRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'home-help');
  const base = '/api/home-help';

  r.post(
    `${base}/create`,
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Request a maid, a cook or both',
        description: '`status` and `provider_id` are for admins; anyone else may leave them out (or send Pending and null).',
        body: homeHelpSchema(() => app.root.clock.today()),
        response: { 201: HomeHelpSaved, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const saved = await createRequest(serviceContext(app, request), request.body);
      return reply.status(201).send({ message: M.created, request: saved });
    },
  );

  const listSchema = {
    tags,
    summary: 'List requests: every request for admins, only your own for anyone else',
    description: '15 per page, newest first. Filters: `service_type` (exact), `address` (part of it), `status`, and for admins `user_id`.',
    querystring: HomeHelpListQuery,
    response: { 200: HomeHelpList, 400: ErrorBody },
  };
  r.get(`${base}/`, { config: { policy: 'user' }, schema: listSchema }, async (request) => listRequests(serviceContext(app, request), request.query, false));
  // The same list without the trailing slash, for clients that drop it; kept out of the document.
  r.get(base, { config: { policy: 'user' }, schema: { ...listSchema, hide: true } }, async (request) =>
    listRequests(serviceContext(app, request), request.query, false),
  );

  r.get(
    `${base}/user-requests`,
    {
      config: { policy: 'user' },
      schema: { tags, summary: 'My requests (also for admins)', querystring: HomeHelpListQuery, response: { 200: HomeHelpList, 400: ErrorBody } },
    },
    async (request) => listRequests(serviceContext(app, request), request.query, true),
  );

  r.get(
    `${base}/details/:id`,
    {
      config: { policy: 'user' },
      schema: {
        tags,
        summary: 'One request with its status history (requester or admin)',
        params: IdParam,
        response: { 200: HomeHelpDetails, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => getRequestDetails(serviceContext(app, request), request.params.id),
  );

  r.put(
    `${base}/:id`,
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Update a request',
        description:
          'Any subset of the fields. The requester edits their own request while it is Pending (409 after that). Only admins change `status` or `provider_id` (403 otherwise, nothing changed); a status change is kept in the history and the requester is notified.',
        params: IdParam,
        body: HomeHelpUpdateBody,
        response: { 200: HomeHelpSaved, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const saved = await updateRequest(serviceContext(app, request), request.params.id, request.body);
      return { message: M.updated, request: saved };
    },
  );

  r.delete(
    `${base}/:id`,
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Delete a request (the requester while Pending, or an admin)',
        params: IdParam,
        response: { 200: MessageBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      await deleteRequest(serviceContext(app, request), request.params.id);
      return { message: M.deleted };
    },
  );

  r.get(
    `${base}/providers`,
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        summary: "The directory's maid and cook providers, to assign (admin)",
        description:
          'Providers whose main or sub category an admin marked as supplying maids, cooks or house keeping (home_help); best rated first, at most 200.',
        querystring: z.object({ service_type: z.enum(HOME_HELP_SERVICE_TYPES).optional() }),
        response: { 200: z.array(HomeHelpProvider), 403: ErrorBody },
      },
    },
    async (request) => listProvidersFor(viewerContext(app, request), request.query.service_type),
  );
}
