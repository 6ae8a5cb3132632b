import type { FastifyInstance } from 'fastify';
import { ErrorBody, IdParam, PageQuery } from '@padosi/shared/common';
import { DateSlotQuery, Order, OrderBody, OrderList, OwnerOrdersQuery, PrepList, StatusBody } from '@padosi/shared/kitchens';
import { serviceContext } from '../../platform/services/context';
import { routeKit } from '../../platform/http/route-kit';
import * as orders from './orders.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export async function kitchenOrderRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'kitchen orders');
  const write = { rateLimit: app.limits.write };

  r.post(
    '/api/kitchens/:id/orders',
    {
      config: { policy: 'user', ...write },
      schema: {
        tags,
        summary: 'Pre-order a meal for a date and slot (before its cut-off)',
        params: IdParam,
        body: OrderBody,
        response: { 201: Order, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await orders.placeOrder(serviceContext(app, request), request.params.id, request.body)),
  );

  r.get(
    '/api/kitchen-orders/mine',
    { config: { policy: 'user' }, schema: { tags, summary: 'My orders, newest first', querystring: PageQuery, response: { 200: OrderList, 401: ErrorBody } } },
    async (request) => orders.listMyOrders(serviceContext(app, request), request.query.page, request.query.pageSize),
  );

  r.get(
    '/api/kitchen-orders/:id',
    {
      config: { policy: 'user' },
      schema: { tags, summary: 'One order (its customer, the kitchen owner or an admin)', params: IdParam, response: { 200: Order, ...errors } },
    },
    async (request) => orders.getOrder(serviceContext(app, request), request.params.id),
  );

  r.put(
    '/api/kitchen-orders/:id/status',
    {
      config: { policy: 'user', ...write },
      schema: {
        tags,
        summary: 'Move an order: owner accepts/rejects (with reason)/prepares/readies/completes; customer cancels before the cut-off',
        params: IdParam,
        body: StatusBody,
        response: { 200: Order, ...errors },
      },
    },
    async (request) => orders.changeStatus(serviceContext(app, request), request.params.id, request.body.status, request.body.reason),
  );

  r.get(
    '/api/kitchens/:id/orders',
    {
      config: { policy: 'user' },
      schema: {
        tags,
        summary: "A kitchen's orders by date and slot (owner or admin)",
        params: IdParam,
        querystring: OwnerOrdersQuery,
        response: { 200: OrderList, ...errors },
      },
    },
    async (request) => orders.listKitchenOrders(serviceContext(app, request), request.params.id, request.query),
  );

  r.get(
    '/api/kitchens/:id/prep',
    {
      config: { policy: 'user' },
      schema: {
        tags,
        summary: 'How many of each item to cook for a date and slot (owner or admin)',
        params: IdParam,
        querystring: DateSlotQuery,
        response: { 200: PrepList, ...errors },
      },
    },
    async (request) => orders.prepList(serviceContext(app, request), request.params.id, request.query.date, request.query.slot),
  );
}
