import type { FastifyInstance } from 'fastify';
import { ErrorBody, IdParam, Paged, PageQuery } from '@padosi/shared/common';
import { DeclineBody, JoinBody, JoinRequest, MyResidency, Residency } from '@padosi/shared/residents';
import { serviceContext } from '../../platform/services/context';
import { routeKit } from '../../platform/http/route-kit';
import { approveJoin, declineJoin, endResidency, joinFlat, joinQueue, moveOut, myResidency } from './residents.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Joining a flat, the admin's queue of join requests, and moving out (issue 25). */
export async function residentRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'residents');
  const write = (policy: 'user' | 'admin') => ({ policy, rateLimit: app.limits.write });

  r.get(
    '/api/residents/me',
    {
      config: { policy: 'user' },
      schema: { tags, summary: 'My latest join request or residency, and the society’s registration mode', response: { 200: MyResidency, 401: ErrorBody } },
    },
    async (request) => myResidency(serviceContext(app, request)),
  );

  r.post(
    '/api/residents/join',
    {
      config: write('user'),
      schema: { tags, summary: 'Ask to join a flat, or join at once with the block’s invite code', body: JoinBody, response: { 201: Residency, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await joinFlat(serviceContext(app, request), request.body)),
  );

  r.post(
    '/api/residents/move-out',
    { config: write('user'), schema: { tags, summary: 'Move out of my flat (or withdraw my waiting request)', response: { 200: MyResidency, ...errors } } },
    async (request) => moveOut(serviceContext(app, request)),
  );

  r.get(
    '/api/admin/join-requests',
    {
      config: { policy: 'admin' },
      schema: { tags, summary: 'Join requests waiting, oldest first (admin)', querystring: PageQuery, response: { 200: Paged(JoinRequest), ...errors } },
    },
    async (request) => joinQueue(serviceContext(app, request), request.query),
  );

  r.post(
    '/api/admin/join-requests/:id/approve',
    { config: write('admin'), schema: { tags, summary: 'Approve a join request (admin)', params: IdParam, response: { 200: Residency, ...errors } } },
    async (request) => approveJoin(serviceContext(app, request), request.params.id),
  );

  r.post(
    '/api/admin/join-requests/:id/decline',
    {
      config: write('admin'),
      schema: {
        tags,
        summary: 'Decline a join request with the reason the resident sees (admin)',
        params: IdParam,
        body: DeclineBody,
        response: { 200: Residency, ...errors },
      },
    },
    async (request) => declineJoin(serviceContext(app, request), request.params.id, request.body.reason),
  );

  r.post(
    '/api/admin/residencies/:id/move-out',
    {
      config: write('admin'),
      schema: { tags, summary: 'End a resident’s verification: they left the flat (admin)', params: IdParam, response: { 200: Residency, ...errors } },
    },
    async (request) => endResidency(serviceContext(app, request), request.params.id),
  );
}
