import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody, IdParam } from '@padosi/shared/common';
import { AdminApartment, ApartmentName, ApartmentRetireBody } from '@padosi/shared/admin';
import { Apartment } from '@padosi/shared/users';
import { audit } from '../../platform/services/audit';
import { Conflict } from '../../platform/http/errors';
import { routeKit } from '../../platform/http/route-kit';
import { insertApartment, listAllApartments, listChoosableApartments } from './apartments.repo';
import { APARTMENT_TAKEN, renameApartmentChecked, retireApartment } from './apartments.service';

export async function apartmentRoutes(app: FastifyInstance) {
  const { r, tags, db } = routeKit(app, 'apartments');

  r.get(
    '/api/apartments',
    {
      config: { policy: 'public' },
      schema: { tags, summary: 'Apartments that can be chosen (retired ones left out, except the caller’s own)', response: { 200: z.array(Apartment) } },
    },
    async (request) => listChoosableApartments(db(), request.user?.id ?? null),
  );

  r.get(
    '/api/admin/apartments',
    { config: { policy: 'admin' }, schema: { tags, summary: 'Every apartment with its residents count (admin)', response: { 200: z.array(AdminApartment) } } },
    async () => (await listAllApartments(db())).map((a) => ({ id: a.id, name: a.name, retired: a.retiredAt !== null, residents: Number(a.residents) })),
  );

  r.post(
    '/api/apartments',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: { tags, summary: 'Add an apartment (admin)', body: ApartmentName, response: { 201: Apartment, 409: ErrorBody } },
    },
    async (request, reply) => {
      const row = await insertApartment(db(), request.body.name);
      if (!row) throw Conflict(APARTMENT_TAKEN);
      await audit(db(), request, 'apartment.create', `apartment:${row.id}`, { name: row.name });
      return reply.status(201).send({ id: row.id, name: row.name });
    },
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
    async (request) => {
      const row = await renameApartmentChecked(db(), request.params.id, request.body.name);
      await audit(db(), request, 'apartment.rename', `apartment:${row.id}`, { name: row.name });
      return { id: row.id, name: row.name };
    },
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
    async (request) => {
      const row = await retireApartment(db(), request.params.id, request.body.retired);
      await audit(db(), request, request.body.retired ? 'apartment.retire' : 'apartment.restore', `apartment:${row.id}`, { name: row.name });
      return { id: row.id, name: row.name, retired: row.retiredAt !== null };
    },
  );
}
