import type { FastifyInstance } from 'fastify';
import { ErrorBody, MessageBody, Paged } from '@padosi/shared/common';
import { ModeratedListing, ModerationBody, ModerationParams, ModerationQuery } from '@padosi/shared/moderation';
import { routeKit } from '../../platform/http/route-kit';
import { serviceContext } from '../../platform/services/context';
import { findListings, moderateListing } from './moderation.service';

/** The console's Listings screen (issue 24): ads, rentals, rides and kitchens, searched, hidden with a reason, shown again. */
export async function moderationRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'moderation');

  r.get(
    '/api/admin/listings',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        summary: 'Ads, rentals, rides or kitchens (?kind=), newest first; search by title, filter hidden or shown',
        querystring: ModerationQuery,
        response: { 200: Paged(ModeratedListing), 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => findListings(serviceContext(app, request), request.query),
  );

  r.put(
    '/api/admin/listings/:kind/:id',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Hide a listing with a reason (its owner sees the reason, the public a "removed" page), or show it again',
        params: ModerationParams,
        body: ModerationBody,
        response: { 200: MessageBody, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => moderateListing(serviceContext(app, request), request.params.kind, request.params.id, request.body),
  );
}
