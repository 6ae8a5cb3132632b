import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody, MessageBody, IdParam, PageQuery, rowId } from '@padosi/shared/common';
import { REVIEW_MESSAGES, ReviewBody, ReviewPage, ReviewSaved } from '@padosi/shared/reviews';
import { serviceContext, viewerContext } from '../../platform/services/context';
import { routeKit } from '../../platform/http/route-kit';
import { withReaderNames } from '../../platform/http/language';
import { addReview, deleteReview, listReviews, removeReviewWithReason } from './reviews.service';
import { ReviewRemoveBody, TRUST_MESSAGES } from '@padosi/shared/trust';

export async function reviewRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'reviews');

  r.get(
    '/review/listing/:serviceProviderId',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: "A provider's reviews, newest first, with the average and total",
        params: z.object({ serviceProviderId: rowId() }),
        querystring: PageQuery,
        response: { 200: ReviewPage, 404: ErrorBody },
      },
    },
    async (request) => withReaderNames(request, await listReviews(viewerContext(app, request), request.params.serviceProviderId, request.query)),
  );

  r.post(
    '/review/addreview',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Review a provider (1–5 and a comment); a second review by the same user replaces the first',
        body: ReviewBody,
        response: { 200: ReviewSaved, 201: ReviewSaved, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const saved = await addReview(serviceContext(app, request), request.body);
      return reply.status(saved.replaced ? 200 : 201).send({ message: REVIEW_MESSAGES.added, ...saved });
    },
  );

  r.delete(
    '/review/delete/:id',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Remove a review (its author or an admin)',
        params: IdParam,
        response: { 200: MessageBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await deleteReview(serviceContext(app, request), request.params.id);
      return { message: REVIEW_MESSAGES.deleted };
    },
  );

  r.post(
    '/api/admin/reviews/:kind/:id/remove',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: "Remove any provider's or kitchen's review with a reason (admin; the reason goes to the audit log)",
        params: z.object({ kind: z.enum(['provider', 'kitchen']), id: rowId() }),
        body: ReviewRemoveBody,
        response: { 200: MessageBody, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await removeReviewWithReason(serviceContext(app, request), request.params.kind, request.params.id, request.body.reason);
      return { message: TRUST_MESSAGES.reviewRemoved };
    },
  );
}
