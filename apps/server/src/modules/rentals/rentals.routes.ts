import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParam } from '@padosi/shared/common';
import { RENTAL_LIMITS, RENTAL_MESSAGES, Rental, RentalBody, RentalList, RentalListQuery, RentalSaved, rentalBody } from '@padosi/shared/rentals';
import { audit } from '../../platform/audit';
import { currentUser } from '../../platform/auth';
import { Invalid } from '../../platform/errors';
import { parseFields, readMultipart } from '../../platform/multipart';
import { multipartBody } from '../../platform/openapi-multipart';
import * as rentals from './rentals.service';

const UserParam = z.object({ userId: z.coerce.number().int().positive() });
const writeErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody };

/** The rental form; `keepDate` lets an edit keep an available-from date that has passed since it was set. */
async function readRentalForm(request: FastifyRequest, keepDate?: string) {
  try {
    const { fields, files } = await readMultipart(request, { maxFiles: RENTAL_LIMITS.maxPhotos, maxFileBytes: RENTAL_LIMITS.photoMaxBytes });
    const schema = keepDate ? rentalBody({ keep: keepDate }) : RentalBody;
    return { values: parseFields(schema, fields), photos: files.filter((f) => f.field === 'photos') };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw Invalid(RENTAL_MESSAGES.tooManyPhotos, { photos: RENTAL_MESSAGES.tooManyPhotos });
    throw err;
  }
}

export async function rentalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['rentals'];
  const { deps } = app;

  r.get(
    '/api/rentals/listing',
    { config: { policy: 'public' }, schema: { tags, summary: 'Listed rentals, newest first, one page', querystring: RentalListQuery, response: { 200: RentalList } } },
    async (request) => rentals.listRentals(deps, request.user, request.query.page, request.query.pageSize),
  );

  r.get(
    '/api/rentals/listing/:userId',
    {
      config: { policy: 'public' },
      schema: { tags, summary: "One user's rentals (their Inactive ones only for themselves and admins)", params: UserParam, querystring: RentalListQuery, response: { 200: RentalList } },
    },
    async (request) => rentals.listRentals(deps, request.user, request.query.page, request.query.pageSize, request.params.userId),
  );

  r.get(
    '/api/rentals/details/:id',
    { config: { policy: 'public' }, schema: { tags, summary: 'One rental', params: IdParam, response: { 200: Rental, 404: ErrorBody } } },
    async (request) => rentals.getRental(deps, request.user, request.params.id),
  );

  r.post(
    '/api/rentals/create',
    {
      config: { policy: 'user', rateLimit: app.limits.upload },
      schema: { tags, summary: 'Post a rental with up to 8 JPEG/PNG photos (multipart, repeated "photos")', ...multipartBody(RentalBody, ['photos']), response: { 201: RentalSaved, ...writeErrors } },
      validatorCompiler: multipartBody.validatorCompiler,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { values, photos } = await readRentalForm(request);
      const rental = await rentals.createRental(deps, user, values, photos);
      return reply.status(201).send({ message: RENTAL_MESSAGES.created, rental });
    },
  );

  r.put(
    '/api/rentals/update/:id',
    {
      config: { policy: 'user', rateLimit: app.limits.upload },
      schema: {
        tags,
        summary: 'Edit a rental (owner or admin): keeps its photos except deletedPhotos, adds new ones',
        params: IdParam,
        ...multipartBody(RentalBody, ['photos']),
        response: { 200: RentalSaved, ...writeErrors },
      },
      validatorCompiler: multipartBody.validatorCompiler,
    },
    async (request) => {
      const user = currentUser(request);
      const current = await rentals.assertCanEditRental(deps, user, request.params.id);
      const { values, photos } = await readRentalForm(request, current.availableFrom);
      const rental = await rentals.updateRental(deps, user, request.params.id, values, photos);
      // An admin changing someone else's rental is moderation: it goes in the audit log.
      if (current.userId !== user.id) await audit(deps.database.db, request, 'rental.update', `rental:${rental.id}`, { ownerId: current.userId, status: rental.status });
      return { message: RENTAL_MESSAGES.updated, rental };
    },
  );

  r.delete(
    '/api/rentals/delete/:id',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: { tags, summary: 'Delete a rental and its photos (owner or admin)', params: IdParam, response: { 200: z.object({ message: z.string() }), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } },
    },
    async (request) => {
      const user = currentUser(request);
      const before = await rentals.assertCanEditRental(deps, user, request.params.id);
      await rentals.deleteRental(deps, user, request.params.id);
      if (before.userId !== user.id) await audit(deps.database.db, request, 'rental.delete', `rental:${before.id}`, { ownerId: before.userId, apartment: before.apartmentName });
      return { message: RENTAL_MESSAGES.deleted };
    },
  );
}
