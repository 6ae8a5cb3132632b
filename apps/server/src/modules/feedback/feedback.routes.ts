import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody, MessageBody, PageQuery, Paged } from '@padosi/shared/common';
import { FEEDBACK_MESSAGES, FeedbackBody, FeedbackItem } from '@padosi/shared/feedback';
import { serviceContext, viewerContext } from '../../platform/services/context';
import { routeKit } from '../../platform/http/route-kit';
import { findFeedback, sendFeedback } from './feedback.service';

export async function feedbackRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'feedback');

  r.post(
    '/api/feedback',
    {
      config: { policy: 'public', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Send feedback (anyone)',
        body: FeedbackBody,
        response: { 201: MessageBody.extend({ id: z.number().int() }), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id } = await sendFeedback(viewerContext(app, request), request.body);
      return reply.status(201).send({ message: FEEDBACK_MESSAGES.success, id });
    },
  );

  r.get(
    '/api/feedback',
    {
      config: { policy: 'admin' },
      schema: { tags, summary: 'Read feedback, newest first (admin)', querystring: PageQuery, response: { 200: Paged(FeedbackItem) } },
    },
    async (request) => findFeedback(serviceContext(app, request), request.query),
  );
}
