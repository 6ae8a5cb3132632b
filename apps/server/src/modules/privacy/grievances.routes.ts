import type { FastifyInstance } from 'fastify';
import { ErrorBody, MessageBody, rowId } from '@padosi/shared/common';
import { AdminGrievance, Grievance, GrievanceBody, GrievanceFiled, GRIEVANCE_FILTERS, GRIEVANCE_MESSAGES, GrievanceReplyBody } from '@padosi/shared/grievances';
import { Paged, PageQuery } from '@padosi/shared/paging';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { routeKit } from '../../platform/http/route-kit';
import { serviceContext, viewerContext } from '../../platform/services/context';
import { answerGrievance, grievanceQueue, myGrievances, raiseGrievance } from './grievances.service';

export async function grievanceRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'privacy');

  r.post(
    '/api/grievances',
    {
      config: { policy: 'public', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Raise a privacy complaint or a correction, erasure or access request (signed in, or with name and e-mail)',
        body: GrievanceBody,
        response: { 201: GrievanceFiled, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: GRIEVANCE_MESSAGES.filed,
        grievance: await raiseGrievance(viewerContext(app, request), request.body, requestLanguage(request)),
      }),
  );

  r.get(
    '/api/grievances',
    {
      config: { policy: 'user' },
      schema: {
        tags,
        summary: 'My requests to the grievance officer and the answers, newest first',
        querystring: PageQuery,
        response: { 200: Paged(Grievance) },
      },
    },
    async (request) => myGrievances(serviceContext(app, request), request.query),
  );

  r.get(
    '/api/admin/grievances',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        summary: 'The grievance officer’s queue by deadline, with age and overdue (admin)',
        querystring: PageQuery.extend({ status: z.enum(GRIEVANCE_FILTERS).default('pending') }),
        response: { 200: Paged(AdminGrievance) },
      },
    },
    async (request) => grievanceQueue(serviceContext(app, request), request.query.status, request.query),
  );

  r.post(
    '/api/admin/grievances/:id/replies',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Answer a request (and close it with `close`); the person hears in the app and by e-mail (admin)',
        params: z.object({ id: rowId() }),
        body: GrievanceReplyBody,
        response: { 200: MessageBody.extend({ grievance: AdminGrievance }), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => answerGrievance(serviceContext(app, request), request.params.id, request.body),
  );
}
