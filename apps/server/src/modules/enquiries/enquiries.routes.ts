import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody, IdParam, PageQuery, Paged } from '@padosi/shared/common';
import { ENQUIRY_MESSAGES, ENQUIRY_STATUSES, EnquiryBody, EnquiryItem, EnquiryStatusBody } from '@padosi/shared/enquiries';
import { audit } from '../../platform/services/audit';
import { NotFound } from '../../platform/http/errors';
import { toPage } from '../../platform/sql/paging';
import { routeKit } from '../../platform/http/route-kit';
import { insertEnquiry, listEnquiries, toEnquiryItem, updateEnquiryStatus } from './enquiries.repo';

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
        response: { 201: z.object({ message: z.string(), id: z.number().int() }), 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const { name, phone, service, requirement, source } = request.body;
      const row = await insertEnquiry(app.deps.database.db, { name, phone, service, requirement, source, userId: request.user?.id ?? null });
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
    async (request) => {
      const { items, total } = await listEnquiries(app.deps.database.db, { status: request.query.status }, request.query);
      return toPage(items, total, request.query);
    },
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
    async (request) => {
      const row = await updateEnquiryStatus(app.deps.database.db, request.params.id, request.body.status);
      if (!row) throw NotFound(ENQUIRY_MESSAGES.notFound);
      await audit(app.deps.database.db, request, 'enquiry.status', `enquiry:${row.id}`, { status: row.status });
      return toEnquiryItem(row);
    },
  );
}
