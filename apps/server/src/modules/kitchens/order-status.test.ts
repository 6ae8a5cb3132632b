import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, OWNER_MOVES, type OrderStatus } from '@padosi/shared/kitchens';
import { drainPush } from '../notifications/notifications.service';
import { buildTestApp, type TestApp } from '../../../test/app';
import { makeAdmin, makeUser, type TestUser } from '../../../test/factories';
import { decryptPush, makeSubscriber, startPushService, subscribeBrowser } from '../../../test/push-service';
import { NOW, TODAY, makeItem, makeKitchen, moveOrder, orderBody, orderRow, placeOrder, setNow, soldOn } from '../../../test/kitchens-factories';

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService(0);
  t = await buildTestApp({ WRITE_RATE_LIMIT: '5000', PUSH_ALLOW_LOOPBACK: 'true' });
});
afterAll(async () => {
  await t.close();
  await push.close();
});
beforeEach(() => setNow(t, NOW));

async function setup() {
  const cook = await makeUser(t);
  const customer = await makeUser(t);
  const kitchen = await makeKitchen(t, cook);
  const item = await makeItem(t, cook, kitchen.id, { daily_limit: 5 });
  const res = await placeOrder(t, customer, kitchen.id, orderBody(item.id, { items: [{ item_id: item.id, qty: 2 }] }));
  expect(res.statusCode).toBe(201);
  return { cook, customer, kitchen, item, orderId: res.json().id as number };
}

/** Walks an order along the owner's path to `status`. */
async function orderAt(status: OrderStatus) {
  const s = await setup();
  const path: Record<OrderStatus, OrderStatus[]> = {
    placed: [],
    accepted: ['accepted'],
    rejected: ['rejected'],
    preparing: ['accepted', 'preparing'],
    ready: ['accepted', 'preparing', 'ready'],
    completed: ['accepted', 'preparing', 'ready', 'completed'],
    cancelled: [],
  };
  if (status === 'cancelled') expect((await moveOrder(t, s.customer, s.orderId, 'cancelled')).statusCode).toBe(200);
  for (const step of path[status]) expect((await moveOrder(t, s.cook, s.orderId, step, 'Out of paneer')).statusCode).toBe(200);
  return s;
}

describe('PUT /api/kitchen-orders/{id}/status — the owner', () => {
  const allowed = ORDER_STATUSES.flatMap((from) => OWNER_MOVES[from].map((to) => [from, to] as const));
  it.each(allowed)('moves %s → %s', async (from, to) => {
    const s = await orderAt(from);
    const res = await moveOrder(t, s.cook, s.orderId, to, to === 'rejected' ? 'Out of paneer today' : undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(to);
    expect((await orderRow(t, s.orderId)).status).toBe(to);
  });

  const refused = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => to !== 'cancelled' && !OWNER_MOVES[from].includes(to)).map((to) => [from, to] as const),
  );
  it.each(refused)('refuses %s → %s with 409 and leaves the row', async (from, to) => {
    const s = await orderAt(from);
    const res = await moveOrder(t, s.cook, s.orderId, to, 'x');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(`An order that is ${from} cannot be marked ${to}.`);
    expect((await orderRow(t, s.orderId)).status).toBe(from);
  });

  it('rejecting needs a reason (400), stores it and gives the quantity back', async () => {
    const s = await setup();
    expect(await soldOn(t, s.item.id, TODAY)).toBe(2);
    const none = await moveOrder(t, s.cook, s.orderId, 'rejected');
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Please give a reason for rejecting the order.');
    const res = await moveOrder(t, s.cook, s.orderId, 'rejected', 'Gas cylinder ran out');
    expect(res.json()).toMatchObject({ status: 'rejected', reject_reason: 'Gas cylinder ran out' });
    expect(await soldOn(t, s.item.id, TODAY)).toBe(0);
  });

  it('the customer, an admin or a stranger cannot move it forward (403) and the row stays', async () => {
    const s = await setup();
    const admin = await makeAdmin(t);
    const stranger = await makeUser(t);
    const cases: Array<[TestUser, string]> = [
      [s.customer, 'Only the kitchen owner can update this order.'],
      [admin, 'You do not have permission to do that.'],
      [stranger, 'You do not have permission to do that.'],
    ];
    for (const [user] of cases) {
      const res = await moveOrder(t, user, s.orderId, 'accepted');
      expect(res.statusCode).toBe(403);
    }
    expect((await moveOrder(t, s.customer, s.orderId, 'accepted')).json().error).toBe('Only the kitchen owner can update this order.');
    expect((await orderRow(t, s.orderId)).status).toBe('placed');
  });
});

describe('PUT /api/kitchen-orders/{id}/status — the customer cancels', () => {
  it.each(['placed', 'accepted'] as const)('cancels a %s order before the cut-off and the quantity comes back', async (from) => {
    const s = await orderAt(from);
    const res = await moveOrder(t, s.customer, s.orderId, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', can_cancel: false });
    expect(await soldOn(t, s.item.id, TODAY)).toBe(0);
  });

  it.each(['preparing', 'ready', 'completed', 'rejected', 'cancelled'] as const)('cannot cancel a %s order (409)', async (from) => {
    const s = await orderAt(from);
    const res = await moveOrder(t, s.customer, s.orderId, 'cancelled');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(`An order that is ${from} cannot be marked cancelled.`);
    expect((await orderRow(t, s.orderId)).status).toBe(from);
  });

  it('cannot cancel after the cut-off (409); the owner cannot cancel for the customer (403)', async () => {
    const s = await setup();
    const owner = await moveOrder(t, s.cook, s.orderId, 'cancelled');
    expect(owner.statusCode).toBe(403);
    expect(owner.json().error).toBe('Only the customer can cancel this order.');
    setNow(t, '2026-11-24T05:00:00Z');
    const late = await moveOrder(t, s.customer, s.orderId, 'cancelled');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('The cut-off for this order has passed, so it can no longer be cancelled.');
    expect((await orderRow(t, s.orderId)).status).toBe('placed');
    expect(await soldOn(t, s.item.id, TODAY)).toBe(2);
  });
});

describe('web push on each status change', () => {
  it('the cook hears of a new order and a cancellation; the customer hears of each move the cook makes', async () => {
    const cook = await makeUser(t);
    const customer = await makeUser(t);
    const cookSub = makeSubscriber(`${push.base}/push/cook`);
    const customerSub = makeSubscriber(`${push.base}/push/customer`);
    for (const [user, sub] of [
      [cook, cookSub],
      [customer, customerSub],
    ] as const)
      await subscribeBrowser(t, user, sub, 'kitchens');
    const kitchen = await makeKitchen(t, cook);
    const item = await makeItem(t, cook, kitchen.id);
    push.received.length = 0;
    const order = (await placeOrder(t, customer, kitchen.id, orderBody(item.id))).json();
    await drainPush(t.deps);
    expect(push.received.map((r) => r.path)).toEqual(['/push/cook']);
    expect(JSON.parse(decryptPush(cookSub, push.received[0]!.body))).toMatchObject({
      title: `New order ${order.order_number}`,
      body: 'A resident ordered lunch for 24 Nov. Open your dashboard to accept it.',
      url: `/cloud-kitchen/dashboard#order-${order.id}`,
    });

    push.received.length = 0;
    await moveOrder(t, cook, order.id, 'accepted');
    await drainPush(t.deps);
    expect(push.received.map((r) => r.path)).toEqual(['/push/customer']);
    const payload = JSON.parse(decryptPush(customerSub, push.received[0]!.body));
    expect(payload).toMatchObject({ title: "Asha's Kitchen: order accepted", url: `/cloud-kitchen/orders#order-${order.id}` });
    expect(payload.body).toBe(`Your order ${order.order_number} for lunch on 24 Nov is accepted.`);

    push.received.length = 0;
    await moveOrder(t, customer, order.id, 'cancelled');
    await drainPush(t.deps);
    expect(push.received.map((r) => r.path)).toEqual(['/push/cook']);
    expect(JSON.parse(decryptPush(cookSub, push.received[0]!.body)).title).toBe(`Order ${order.order_number} cancelled`);
  });
});

describe('orders on the event bus', () => {
  it('a listener wired after the app was built (so after the orders module was imported) hears each committed change', async () => {
    const heard: Array<{ status: string; actorId: number; committed: string | undefined }> = [];
    // The probe reads the row on the pool, outside the write's transaction: it sees the change only if it committed.
    t.app.root.events.on('order.changed', async ({ order, actorId }) => {
      heard.push({ status: order.status, actorId, committed: (await orderRow(t, order.id))?.status });
    });
    const s = await setup();
    expect(heard).toEqual([{ status: 'placed', actorId: s.customer.id, committed: 'placed' }]);
    expect((await moveOrder(t, s.cook, s.orderId, 'accepted')).statusCode).toBe(200);
    // A refused move announces nothing.
    expect((await moveOrder(t, s.cook, s.orderId, 'placed')).statusCode).toBe(409);
    expect(heard.slice(1)).toEqual([{ status: 'accepted', actorId: s.cook.id, committed: 'accepted' }]);
  });
});
