import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody, rowId } from '@padosi/shared/common';
import { Standing, WarningBody, WarningSaved } from '@padosi/shared/trust';
import { serviceContext } from '../../platform/services/context';
import { routeKit } from '../../platform/http/route-kit';
import { myStanding, warnResident } from './strikes.service';

const UserParam = z.object({ userId: rowId() });

/** Strikes (issue 25): an admin warns a resident; the resident reads their warnings and any suspension. */
export async function trustRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'trust');

  r.post(
    '/api/admin/users/:userId/warnings',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Warn a resident (a strike); every third warning suspends their posting for suspend_days',
        params: UserParam,
        body: WarningBody,
        response: { 201: WarningSaved, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await warnResident(serviceContext(app, request), request.params.userId, request.body)),
  );

  r.get(
    '/api/userprofile/standing',
    {
      config: { policy: 'user' },
      schema: { tags, summary: "The signed-in resident's warnings and posting suspension", response: { 200: Standing, 401: ErrorBody } },
    },
    async (request) => myStanding(serviceContext(app, request)),
  );
}
