import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody, MessageBody } from '@padosi/shared/common';
import { NOTIFICATION_MESSAGES, SubscribeBody } from '@padosi/shared/notifications';
import { serviceContext } from '../../platform/services/context';
import { routeKit } from '../../platform/http/route-kit';
import { subscribe, unsubscribe } from './notifications.service';
import { inboxRoutes } from './inbox.routes';

export async function notificationRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'notifications');
  await inboxRoutes(app);

  r.post(
    '/api/notifications/subscribe',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: "Store this browser's push subscription for the signed-in user (userId in the body is ignored)",
        body: SubscribeBody,
        response: { 201: MessageBody, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      await subscribe(serviceContext(app, request), request.body);
      return reply.status(201).send({ message: NOTIFICATION_MESSAGES.subscribed });
    },
  );

  r.delete(
    '/api/notifications/subscribe',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: "Remove one of my browser's push subscriptions (e.g. on sign-out)",
        body: z.object({ endpoint: z.string().max(2048) }),
        response: { 200: z.object({ removed: z.number().int() }), 401: ErrorBody },
      },
    },
    async (request) => ({ removed: await unsubscribe(serviceContext(app, request), request.body.endpoint) }),
  );
}
