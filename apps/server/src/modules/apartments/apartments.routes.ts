import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody, IdParam } from '@padosi/shared/common';
import { AdminApartment, ApartmentName, ApartmentRetireBody } from '@padosi/shared/admin';
import { Apartment } from '@padosi/shared/users';
import { serviceContext, viewerContext } from '../../platform/services/context';
import { routeKit } from '../../platform/http/route-kit';
import { createApartment, listApartmentChoices, listApartmentsForAdmin, renameApartmentChecked, retireApartment } from './apartments.service';

export async function apartmentRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'apartments');

  r.get(
    '/api/apartments',
    {
      config: { policy: 'public' },
      schema: { tags, summary: 'Apartments that can be chosen (retired ones left out, except the caller’s own)', response: { 200: z.array(Apartment) } },
    },
    async (request) => listApartmentChoices(viewerContext(app, request)),
  );

  r.get(
    '/api/admin/apartments',
    { config: { policy: 'admin' }, schema: { tags, summary: 'Every apartment with its residents count (admin)', response: { 200: z.array(AdminApartment) } } },
    async (request) => listApartmentsForAdmin(serviceContext(app, request)),
  );

  r.post(
    '/api/apartments',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: { tags, summary: 'Add an apartment (admin)', body: ApartmentName, response: { 201: Apartment, 409: ErrorBody } },
    },
    async (request, reply) => reply.status(201).send(await createApartment(serviceContext(app, request), request.body.name)),
  );

  r.put(
    '/api/apartments/:id',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Rename an apartment (admin)',
        params: IdParam,
        body: ApartmentName,
        response: { 200: Apartment, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => renameApartmentChecked(serviceContext(app, request), request.params.id, request.body.name),
  );

  r.put(
    '/api/apartments/:id/retire',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Retire an apartment or bring it back (admin)',
        params: IdParam,
        body: ApartmentRetireBody,
        response: { 200: AdminApartment.omit({ residents: true }), 404: ErrorBody },
      },
    },
    async (request) => retireApartment(serviceContext(app, request), request.params.id, request.body.retired),
  );
}
