import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PHONE_NOTE, PhoneReveal } from '@padosi/shared/trust';
import { ErrorBody, MessageBody, IdParam, rowId } from '@padosi/shared/common';
import { RENTAL_LIMITS, RENTAL_MESSAGES, Rental, RentalBody, RentalList, RentalListQuery, RentalSaved, rentalBody } from '@padosi/shared/rentals';
import { serviceContext, viewerContext } from '../../platform/services/context';
import { readForm } from '../../platform/http/multipart';
import { routeKit, userUpload } from '../../platform/http/route-kit';
import * as rentals from './rentals.service';
import { assertCanPost } from '../residents/residents.service';

const UserParam = z.object({ userId: rowId() });
const writeErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody };

/** The rental form; `keepDate` lets an edit keep an available-from date that has passed since it was set. */
const readRentalForm = (request: FastifyRequest, keepDate?: string) =>
  readForm(request, {
    fields: keepDate ? rentalBody({ keep: keepDate }) : RentalBody,
    fileField: 'photos',
    maxFiles: RENTAL_LIMITS.maxPhotos,
    maxFileBytes: RENTAL_LIMITS.photoMaxBytes,
    tooManyFiles: RENTAL_MESSAGES.tooManyPhotos,
  });

export async function rentalRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'rentals');

  r.get(
    '/api/rentals/listing',
    {
      config: { policy: 'public' },
      schema: { tags, summary: 'Listed rentals, newest first, one page', querystring: RentalListQuery, response: { 200: RentalList } },
    },
    async (request) => rentals.listRentals(viewerContext(app, request), request.query),
  );

  r.get(
    '/api/rentals/listing/:userId',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: "One user's rentals (their Inactive ones only for themselves and admins)",
        params: UserParam,
        querystring: RentalListQuery,
        response: { 200: RentalList },
      },
    },
    async (request) => rentals.listRentals(viewerContext(app, request), request.query, request.params.userId),
  );

  r.get(
    '/api/rentals/details/:id',
    { config: { policy: 'public' }, schema: { tags, summary: 'One rental', params: IdParam, response: { 200: Rental, 404: ErrorBody } } },
    async (request) => rentals.getRental(viewerContext(app, request), request.params.id),
  );

  r.post(
    '/api/rentals/:id/phone',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: "The rental's phone number for a signed-in resident",
        description: PHONE_NOTE,
        params: IdParam,
        response: { 200: PhoneReveal, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => rentals.revealRentalPhone(viewerContext(app, request), request.params.id),
  );

  r.post(
    '/api/rentals/create',
    userUpload(
      app,
      { tags, summary: 'Post a rental with up to 8 JPEG/PNG photos (multipart, repeated "photos")', response: { 201: RentalSaved, ...writeErrors } },
      RentalBody,
      ['photos'],
    ),
    async (request, reply) => {
      const ctx = serviceContext(app, request);
      // Who may post is checked before the upload is read, so an unverified resident's photos are never decoded.
      await assertCanPost(ctx);
      const { values, files } = await readRentalForm(request);
      const rental = await rentals.createRental(ctx, values, files);
      return reply.status(201).send({ message: RENTAL_MESSAGES.created, rental });
    },
  );

  r.put(
    '/api/rentals/update/:id',
    userUpload(
      app,
      {
        tags,
        summary: 'Edit a rental (owner or admin): keeps its photos except deletedPhotos, adds new ones',
        params: IdParam,
        response: { 200: RentalSaved, ...writeErrors },
      },
      RentalBody,
      ['photos'],
    ),
    async (request) => {
      const ctx = serviceContext(app, request);
      // The owner check runs before the upload is read, so a stranger's files are never decoded.
      const current = await rentals.assertCanEditRental(ctx, request.params.id);
      const { values, files } = await readRentalForm(request, current.availableFrom);
      const rental = await rentals.updateRental(ctx, current, values, files);
      return { message: RENTAL_MESSAGES.updated, rental };
    },
  );

  r.delete(
    '/api/rentals/delete/:id',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Delete a rental and its photos (owner or admin)',
        params: IdParam,
        response: { 200: MessageBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await rentals.deleteRental(serviceContext(app, request), request.params.id);
      return { message: RENTAL_MESSAGES.deleted };
    },
  );
}
