import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody, MessageBody, IdParam, PageQuery } from '@padosi/shared/common';
import {
  CustomerLimits,
  DateSlotQuery,
  DayMenu,
  FssaiBody,
  ItemBody,
  KITCHEN_LIMITS,
  KITCHEN_MESSAGES,
  Kitchen,
  KitchenBody,
  KitchenList,
  KitchenListQuery,
  MenuItem,
  PauseBody,
  ReviewBody,
  ReviewList,
  SoldOutBody,
} from '@padosi/shared/kitchens';
import { serviceContext, viewerContext } from '../../platform/services/context';
import { readMultipart } from '../../platform/http/multipart';
import { routeKit, userUpload } from '../../platform/http/route-kit';
import { withReaderNames } from '../../platform/http/language';
import * as kitchens from './kitchens.service';
import * as orders from './orders.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const uploadErrors = { ...errors, 413: ErrorBody, 415: ErrorBody };
const ItemParam = z.object({ itemId: z.coerce.number().int().positive() });
const PhotoParam = IdParam.extend({ file: z.string().max(80) });

export async function kitchenRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'kitchens');
  const write = { rateLimit: app.limits.write };

  r.get(
    '/api/kitchens',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: 'Explore kitchens: same apartment first; veg, cuisine, open-for-next-slot filters; search',
        querystring: KitchenListQuery,
        response: { 200: KitchenList },
      },
    },
    async (request) => kitchens.listKitchens(viewerContext(app, request), request.query),
  );

  r.get(
    '/api/kitchens/mine',
    { config: { policy: 'user' }, schema: { tags, summary: "The signed-in cook's kitchen", response: { 200: Kitchen, 401: ErrorBody, 404: ErrorBody } } },
    async (request) => kitchens.getMyKitchen(serviceContext(app, request)),
  );

  r.get(
    '/api/kitchens/:id',
    { config: { policy: 'public' }, schema: { tags, summary: 'A kitchen with its menu', params: IdParam, response: { 200: Kitchen, 404: ErrorBody } } },
    async (request) => kitchens.getKitchen(viewerContext(app, request), request.params.id),
  );

  r.put(
    '/api/kitchens/:id/customer-limits',
    {
      config: { policy: 'admin', ...write },
      schema: {
        tags,
        summary: "Set a kitchen's fair shares per customer: open orders a day, share of a dish, cancelled cash orders (admins)",
        params: IdParam,
        body: CustomerLimits,
        response: { 200: Kitchen, ...errors },
      },
    },
    async (request) => kitchens.setCustomerLimits(serviceContext(app, request), request.params.id, request.body),
  );

  r.post(
    '/api/kitchens',
    {
      config: { policy: 'user', ...write },
      schema: { tags, summary: 'Create my kitchen (one per cook)', body: KitchenBody, response: { 201: Kitchen, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await kitchens.createKitchen(serviceContext(app, request), request.body)),
  );

  r.put(
    '/api/kitchens/:id',
    {
      config: { policy: 'user', ...write },
      schema: { tags, summary: 'Edit a kitchen (owner or admin)', params: IdParam, body: KitchenBody, response: { 200: Kitchen, ...errors } },
    },
    async (request) => kitchens.updateKitchen(serviceContext(app, request), request.params.id, request.body),
  );

  r.put(
    '/api/kitchens/:id/pause',
    {
      config: { policy: 'user', ...write },
      schema: { tags, summary: 'Pause or reopen (owner, or any kitchen for admins)', params: IdParam, body: PauseBody, response: { 200: Kitchen, ...errors } },
    },
    async (request) => kitchens.setPaused(serviceContext(app, request), request.params.id, request.body.paused),
  );

  r.put(
    '/api/kitchens/:id/fssai',
    {
      config: { policy: 'admin', ...write },
      schema: { tags, summary: "Mark a kitchen's FSSAI number verified (admins)", params: IdParam, body: FssaiBody, response: { 200: Kitchen, ...errors } },
    },
    async (request) => kitchens.setFssaiVerified(serviceContext(app, request), request.params.id, request.body.verified),
  );

  r.post(
    '/api/kitchens/:id/photos',
    userUpload(
      app,
      { tags, summary: 'Add photos (multipart, repeated "photos"; 5 at most)', params: IdParam, response: { 200: Kitchen, ...uploadErrors } },
      z.object({}),
      ['photos'],
    ),
    async (request) => {
      const ctx = serviceContext(app, request);
      // Checked before the upload is read: a stranger's files are never received.
      await kitchens.assertCanEditKitchen(ctx, request.params.id);
      const { files } = await readMultipart(request, { maxFiles: KITCHEN_LIMITS.maxPhotos, maxFileBytes: KITCHEN_LIMITS.photoMaxBytes });
      return kitchens.addPhotos(ctx, request.params.id, files);
    },
  );

  r.delete(
    '/api/kitchens/:id/photos/:file',
    { config: { policy: 'user', ...write }, schema: { tags, summary: 'Remove a photo', params: PhotoParam, response: { 200: Kitchen, ...errors } } },
    async (request) => kitchens.removePhoto(serviceContext(app, request), request.params.id, request.params.file),
  );

  r.post(
    '/api/kitchens/:id/items',
    {
      config: { policy: 'user', ...write },
      schema: { tags, summary: 'Add a menu item (owner)', params: IdParam, body: ItemBody, response: { 201: MenuItem, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await kitchens.addItem(serviceContext(app, request), request.params.id, request.body)),
  );

  r.put(
    '/api/kitchens/items/:itemId',
    {
      config: { policy: 'user', ...write },
      schema: { tags, summary: 'Edit a menu item (owner)', params: ItemParam, body: ItemBody, response: { 200: MenuItem, ...errors } },
    },
    async (request) => kitchens.updateItem(serviceContext(app, request), request.params.itemId, request.body),
  );

  r.delete(
    '/api/kitchens/items/:itemId',
    {
      config: { policy: 'user', ...write },
      schema: { tags, summary: 'Remove a menu item (owner)', params: ItemParam, response: { 200: MessageBody, ...errors } },
    },
    async (request) => {
      await kitchens.removeItem(serviceContext(app, request), request.params.itemId);
      return { message: KITCHEN_MESSAGES.itemRemoved };
    },
  );

  r.post(
    '/api/kitchens/items/:itemId/photo',
    userUpload(
      app,
      { tags, summary: 'Set a menu item\'s photo (multipart, one "photo")', params: ItemParam, response: { 200: MenuItem, ...uploadErrors } },
      z.object({}),
      ['photo'],
    ),
    async (request) => {
      const ctx = serviceContext(app, request);
      await kitchens.ownedItem(ctx, request.params.itemId);
      const { files } = await readMultipart(request, { maxFiles: 1, maxFileBytes: KITCHEN_LIMITS.photoMaxBytes });
      return kitchens.setItemPhoto(ctx, request.params.itemId, files[0]);
    },
  );

  r.put(
    '/api/kitchens/items/:itemId/sold-out',
    {
      config: { policy: 'user', ...write },
      schema: {
        tags,
        summary: 'Sell out an item for a day, or undo it (owner)',
        params: ItemParam,
        body: SoldOutBody,
        response: { 200: z.object({ item_id: z.number(), date: z.string(), sold_out: z.boolean() }), ...errors },
      },
    },
    async (request) => orders.setSoldOut(serviceContext(app, request), request.params.itemId, request.body.date, request.body.sold_out),
  );

  r.get(
    '/api/kitchens/:id/menu',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: "The menu for a date and slot, with what is left and the slot's cut-off",
        params: IdParam,
        querystring: DateSlotQuery,
        response: { 200: DayMenu, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => orders.dayMenu(viewerContext(app, request), request.params.id, request.query.date, request.query.slot),
  );

  r.get(
    '/api/kitchens/:id/reviews',
    {
      config: { policy: 'public' },
      schema: { tags, summary: "A kitchen's reviews, newest first", params: IdParam, querystring: PageQuery, response: { 200: ReviewList, 404: ErrorBody } },
    },
    async (request) =>
      withReaderNames(request, await kitchens.listReviews(viewerContext(app, request), request.params.id, request.query.page, request.query.pageSize)),
  );

  r.post(
    '/api/kitchens/:id/reviews',
    {
      config: { policy: 'user', ...write },
      schema: {
        tags,
        summary: 'Review a kitchen after a completed order (once)',
        params: IdParam,
        body: ReviewBody,
        response: { 201: MessageBody.extend({ id: z.number() }), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(app, request);
      const done = await orders.hasCompletedOrder(ctx, request.params.id);
      const saved = await kitchens.addReview(ctx, request.params.id, request.body, done);
      return reply.status(201).send({ message: KITCHEN_MESSAGES.reviewSaved, id: saved.id });
    },
  );
}
