import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@padosi/shared/common';
import { Apartment } from '@padosi/shared/users';
import { audit } from '../../platform/audit';
import { Conflict } from '../../platform/errors';
import { insertApartment, listApartments } from './apartments.repo';

export async function apartmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['apartments'];

  r.get(
    '/api/apartments',
    { config: { policy: 'public' }, schema: { tags, summary: 'List apartments', response: { 200: z.array(Apartment) } } },
    async () => listApartments(app.deps.database.db),
  );

  r.post(
    '/api/apartments',
    {
      config: { policy: 'admin', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Add an apartment (admin)',
        body: z.object({ name: z.string().trim().min(1, 'Name is required.').max(100, 'Maximum 100 characters allowed.') }),
        response: { 201: Apartment, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const row = await insertApartment(app.deps.database.db, request.body.name);
      if (!row) throw Conflict('An apartment with this name already exists.');
      await audit(app.deps.database.db, request, 'apartment.create', `apartment:${row.id}`, { name: row.name });
      return reply.status(201).send(row);
    },
  );
}
