import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody, MessageBody, IdParam, PageQuery, Paged } from '@padosi/shared/common';
import { ENQUIRY_MESSAGES, ENQUIRY_STATUSES, EnquiryBody, EnquiryItem, EnquiryStatusBody } from '@padosi/shared/enquiries';
import { serviceContext, viewerContext } from '../../platform/services/context';
import { routeKit } from '../../platform/http/route-kit';
import { findEnquiries, sendEnquiry, setEnquiryStatus } from './enquiries.service';

export async function enquiryRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'enquiries');

  r.post(
    '/api/enquiries',
    {
      config: { policy: 'public', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Send a quick service enquiry (home-page form and the shell modal)',
        body: EnquiryBody,
        response: { 201: MessageBody.extend({ id: z.number().int() }), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const row = await sendEnquiry(viewerContext(app, request), request.body);
      return reply.status(201).send({ message: ENQUIRY_MESSAGES.sent, id: row.id });
    },
  );

  r.get(
    '/api/enquiries',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        summary: 'List enquiries, newest first (admin)',
        querystring: PageQuery.extend({ status: z.enum(ENQUIRY_STATUSES).optional() }),
        response: { 200: Paged(EnquiryItem) },
      },
    },
    async (request) => findEnquiries(serviceContext(app, request), request.query.status, request.query),
  );

  r.put(
    '/api/enquiries/:id/status',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Move an enquiry to new / contacted / closed (admin)',
        params: IdParam,
        body: EnquiryStatusBody,
        response: { 200: EnquiryItem, 404: ErrorBody },
      },
    },
    async (request) => setEnquiryStatus(serviceContext(app, request), request.params.id, request.body.status),
  );
}
