import type { FastifyInstance } from 'fastify';
import { ErrorBody } from '@padosi/shared/common';
import { ClaimSetupBody, ClaimSetupResponse } from '@padosi/shared/setup';
import { serviceContext } from '../../platform/services/context';
import { routeKit } from '../../platform/http/route-kit';
import { claimSetupLink } from './setup.service';

export async function setupRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'setup');
  r.post(
    '/api/setup/claim',
    {
      // The sign-in class: a guess at the token is as costly to the guesser as a guess at a password.
      config: { policy: 'user', rateLimit: app.limits.auth },
      schema: {
        tags,
        summary: 'Become the first admin with the one-time setup link printed at start',
        body: ClaimSetupBody,
        response: { 200: ClaimSetupResponse, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => ({ user: await claimSetupLink(serviceContext(app, request), request.body.token) }),
  );
}
