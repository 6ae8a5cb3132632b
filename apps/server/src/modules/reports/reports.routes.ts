import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, MessageBody, IdParam, Paged } from '@padosi/shared/common';
import { REPORT_MESSAGES, ReportAction, ReportBody, ReportItem, ReportQuery } from '@padosi/shared/reports';
import { serviceContext } from '../../platform/services/context';
import { actOnReport, createReport, findReports } from './reports.service';

/** Listings moderation: anyone signed in reports; the admin team hides the item or dismisses the report. */
export async function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  r.post(
    '/api/reports',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Report an ad, rental, ride, provider or review with a reason',
        body: ReportBody,
        response: { 201: MessageBody.extend({ id: z.number().int() }), 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const row = await createReport(serviceContext(app, request), request.body);
      return reply.status(201).send({ message: REPORT_MESSAGES.sent, id: row.id });
    },
  );

  r.get(
    '/api/admin/reports',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        summary: 'The reports queue (open by default), newest first',
        querystring: ReportQuery,
        response: { 200: Paged(ReportItem), 400: ErrorBody },
      },
    },
    async (request) => findReports(serviceContext(app, request), request.query.status, request.query.page, request.query.pageSize),
  );

  r.put(
    '/api/admin/reports/:id',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Hide the reported item or dismiss the report (admin)',
        params: IdParam,
        body: ReportAction,
        response: { 200: MessageBody, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      await actOnReport(serviceContext(app, request), request.params.id, request.body.action);
      return { message: request.body.action === 'hide' ? REPORT_MESSAGES.hidden : REPORT_MESSAGES.dismissed };
    },
  );
}
