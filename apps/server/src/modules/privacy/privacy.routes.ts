import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { AuthResponse } from '@padosi/shared/auth';
import { ErrorBody, rowId } from '@padosi/shared/common';
import { Paged, PageQuery } from '@padosi/shared/paging';
import { CancelErasureBody, ErasureBody, ErasureRequested, ExportRequested, PendingErasure, PRIVACY_MESSAGES, PrivacyState } from '@padosi/shared/privacy';
import { z } from 'zod';
import { serviceContext, viewerContext } from '../../platform/services/context';
import { routeKit } from '../../platform/http/route-kit';
import { cancelErasure, exportFile, listPendingErasures, privacyState, requestErasure, requestExport } from './privacy.service';

export async function privacyRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'privacy');

  r.get(
    '/api/privacy',
    {
      config: { policy: 'user' },
      schema: { tags, summary: 'My data: the latest archive and whether I may ask for another today', response: { 200: PrivacyState } },
    },
    async (request) => privacyState(serviceContext(app, request)),
  );

  r.post(
    '/api/privacy/exports',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Download my data: build an archive (ZIP of JSON files and my images); one a day',
        response: { 202: ExportRequested, 429: ErrorBody },
      },
    },
    async (request, reply) => reply.code(202).send({ message: PRIVACY_MESSAGES.exportStarted, export: await requestExport(serviceContext(app, request)) }),
  );

  r.get(
    '/api/privacy/exports/:id/download',
    {
      config: { policy: 'user' },
      schema: {
        tags,
        summary: 'Fetch my archive (application/zip): its owner only, for 7 days',
        params: z.object({ id: rowId() }),
        response: { 404: ErrorBody, 409: ErrorBody, 410: ErrorBody },
      },
    },
    async (request, reply) => {
      const file = await exportFile(serviceContext(app, request), request.params.id);
      return (
        reply
          .type('application/zip')
          .header('Content-Disposition', `attachment; filename="${file.name}"`)
          .header('Cache-Control', 'private, no-store')
          // A file stream, not one of the JSON bodies the schema types: the 200 is binary (documented in the summary).
          .send(createReadStream(file.path) as never)
      );
    },
  );

  r.post(
    '/api/privacy/erasure',
    {
      config: { policy: 'user', rateLimit: app.limits.auth },
      schema: {
        tags,
        summary: 'Delete my account: locked now (signed out everywhere), erased after 48 hours unless cancelled',
        body: ErasureBody,
        response: { 200: ErasureRequested, 400: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => requestErasure(serviceContext(app, request), request.body),
  );

  r.post(
    '/api/privacy/erasure/cancel',
    {
      config: { policy: 'public', rateLimit: app.limits.auth },
      schema: {
        tags,
        summary: 'Cancel the deletion of my account with the token a refused sign-in gave, and sign in',
        body: CancelErasureBody,
        response: { 200: AuthResponse.extend({ message: z.string().max(500) }), 400: ErrorBody },
      },
    },
    async (request) => cancelErasure(viewerContext(app, request), request.body.token),
  );

  r.get(
    '/api/admin/privacy/erasures',
    {
      config: { policy: 'admin' },
      schema: { tags, summary: 'Accounts waiting to be erased, soonest first (admin)', querystring: PageQuery, response: { 200: Paged(PendingErasure) } },
    },
    async (request) => listPendingErasures(serviceContext(app, request), request.query),
  );
}
