import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody, MessageBody, IdParam, rowId } from '@padosi/shared/common';
import { RIDE_MESSAGES, Ride, RideFields, RideList, RideListQuery, RideSaved, rideSchema } from '@padosi/shared/carpool';
import { serviceContext, viewerContext } from '../../platform/services/context';
import { routeKit } from '../../platform/http/route-kit';
import { createRide, deleteRide, getRide, listRides, revealRidePhone, updateRide } from './carpool.service';
import { PHONE_NOTE, PhoneReveal } from '@padosi/shared/trust';

const UserIdParam = z.object({ userId: rowId() });

/** Car pooling: the spec shows no paths, so these follow the ads and rentals calls (decision 500). */
export async function carpoolRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'carpooling');
  const listNote =
    'Rides that run on `date` (a recurring ride is listed when one of its runs falls on it), or without `date` every ride with a run still ahead; soonest first, 12 per page. `from` and `to` match part of the locations.';

  r.get(
    '/api/carpooling/listing',
    {
      config: { policy: 'public' },
      schema: { tags, summary: 'List rides', description: listNote, querystring: RideListQuery, response: { 200: RideList, 400: ErrorBody } },
    },
    async (request) => listRides(viewerContext(app, request), request.query, null),
  );

  r.get(
    '/api/carpooling/listing/:userId',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: "List one user's rides",
        description: listNote,
        params: UserIdParam,
        querystring: RideListQuery,
        response: { 200: RideList, 400: ErrorBody },
      },
    },
    async (request) => listRides(viewerContext(app, request), request.query, request.params.userId),
  );

  r.get(
    '/api/carpooling/details/:id',
    {
      config: { policy: 'public' },
      schema: { tags, summary: 'One ride with its schedule and next dates', params: IdParam, response: { 200: Ride, 404: ErrorBody } },
    },
    async (request) => getRide(viewerContext(app, request), request.params.id),
  );

  r.post(
    '/api/carpooling/:id/phone',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: "The ride's phone number for a signed-in resident",
        description: PHONE_NOTE,
        params: IdParam,
        response: { 200: PhoneReveal, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => revealRidePhone(viewerContext(app, request), request.params.id),
  );

  r.post(
    '/api/carpooling/create',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Post a ride (one-off or recurring)',
        body: rideSchema(() => app.root.clock.today()),
        response: { 201: RideSaved, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const ride = await createRide(serviceContext(app, request), request.body);
      return reply.status(201).send({ message: RIDE_MESSAGES.created, ride });
    },
  );

  r.put(
    '/api/carpooling/update/:id',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Update a ride (owner or admin)',
        description: 'Same body as create. A date may not move into the past, but the ride’s own stored start or end date may stay.',
        params: IdParam,
        body: RideFields,
        response: { 200: RideSaved, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const ride = await updateRide(serviceContext(app, request), request.params.id, request.body);
      return { message: RIDE_MESSAGES.updated, ride };
    },
  );

  r.delete(
    '/api/carpooling/:id',
    {
      config: { policy: 'user', rateLimit: app.limits.write },
      schema: {
        tags,
        summary: 'Delete a ride (owner or admin)',
        params: IdParam,
        response: { 200: MessageBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      await deleteRide(serviceContext(app, request), request.params.id);
      return { message: RIDE_MESSAGES.deleted };
    },
  );
}
