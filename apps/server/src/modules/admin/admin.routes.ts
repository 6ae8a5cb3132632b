import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AdminDashboard,
  SetupChecklist,
  AdminProvider,
  AdminProviderQuery,
  AdminUser,
  AdminUserFlags,
  AdminUserQuery,
  AuditEntry,
  AuditQuery,
} from '@padosi/shared/admin';
import { ErrorBody, IdParam, Paged } from '@padosi/shared/common';
import { serviceContext } from '../../platform/services/context';
import { routeKit } from '../../platform/http/route-kit';
import { changeUserFlags, findAudit, findAuditActions, findProviders, findUsers, getChecklist, getDashboard } from './admin.service';

/** The admin console's own calls: dashboard counts, users and the read-only audit log. */
export async function adminRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'admin');

  r.get(
    '/api/admin/dashboard',
    { config: { policy: 'admin' }, schema: { tags, summary: 'Counts of the queues the team acts on', response: { 200: AdminDashboard } } },
    async (request) => getDashboard(serviceContext(app, request)),
  );

  r.get(
    '/api/admin/checklist',
    {
      config: { policy: 'admin' },
      schema: { tags, summary: 'The setup checklist: what a society has set up, each item ticked from the data', response: { 200: SetupChecklist } },
    },
    async (request) => getChecklist(serviceContext(app, request)),
  );

  r.get(
    '/api/admin/users',
    {
      config: { policy: 'admin' },
      schema: { tags, summary: 'Search users by name or e-mail', querystring: AdminUserQuery, response: { 200: Paged(AdminUser), 400: ErrorBody } },
    },
    async (request) => findUsers(serviceContext(app, request), request.query.q, request.query.page, request.query.pageSize),
  );

  r.put(
    '/api/admin/users/:id',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Grant or revoke admin; disable (ends every session) or re-enable',
        params: IdParam,
        body: AdminUserFlags,
        response: { 200: AdminUser, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => changeUserFlags(serviceContext(app, request), request.params.id, request.body),
  );

  r.get(
    '/api/admin/audit',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        summary: 'The audit log, newest first; filter by actor, action prefix and India dates',
        querystring: AuditQuery,
        response: { 200: Paged(AuditEntry), 400: ErrorBody },
      },
    },
    async (request) => findAudit(serviceContext(app, request), request.query),
  );

  r.get(
    '/api/admin/audit/actions',
    { config: { policy: 'admin' }, schema: { tags, summary: 'The actions that appear in the audit log', response: { 200: z.array(z.string()) } } },
    async (request) => findAuditActions(serviceContext(app, request)),
  );

  r.get(
    '/api/admin/providers',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        summary: 'Search providers by name or phone; ?unverified=true for the verification queue',
        querystring: AdminProviderQuery,
        response: { 200: Paged(AdminProvider), 400: ErrorBody },
      },
    },
    async (request) => findProviders(serviceContext(app, request), request.query),
  );
}
