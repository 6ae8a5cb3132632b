import type { FastifyInstance } from 'fastify';
import { ErrorBody } from '@padosi/shared/common';
import { AdminSettings, SocietySettings } from '@padosi/shared/settings';
import { serviceContext } from '../../platform/services/context';
import { routeKit } from '../../platform/http/route-kit';
import { adminSettings, changeSettings } from './settings.service';

/** The admin console's society settings; the public configuration (modules/site) shows them to everyone. */
export async function settingsRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'settings');

  r.get(
    '/api/admin/settings',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        summary: 'The society settings the console saved, and the server’s defaults',
        response: { 200: AdminSettings, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => adminSettings(serviceContext(app, request)),
  );

  r.put(
    '/api/admin/settings',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Replace the society settings; an empty field falls back to the server’s default',
        body: SocietySettings,
        response: { 200: AdminSettings, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => changeSettings(serviceContext(app, request), request.body),
  );
}
