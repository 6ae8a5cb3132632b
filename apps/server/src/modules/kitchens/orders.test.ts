import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { buildTestApp, useTestApp } from '../../../test/app';
import { makeAdmin, makeUser, type TestUser } from '../../../test/factories';
import {
  NOW,
  TODAY,
  TOMORROW,
  makeItem,
  makeKitchen,
  orderBody,
  orderRow,
  placeOrder,
  setCustomerLimits,
  setNow,
  soldOn,
} from '../../../test/kitchens-factories';

const t = useTestApp({ WRITE_RATE_LIMIT: '5000' });
beforeEach(() => setNow(t, NOW));

async function kitchenWithItems(overrides = {}) {
  const cook = await makeUser(t);
  const kitchen = await makeKitchen(t, cook, overrides);
  const thali = await makeItem(t, cook, kitchen.id, { name: 'Gujarati thali', price: '149.50', daily_limit: 10 });
  const chaas = await makeItem(t, cook, kitchen.id, { name: 'Masala chaas', price: '20.25', slots: ['lunch'], daily_limit: 50 });
  return { cook, kitchen, thali, chaas };
}

describe('POST /api/kitchens/{id}/orders', () => {
  it('prices lines from the stored menu (never the body), adds the delivery fee exactly, snapshots prices', async () => {
    const { cook, kitchen, thali, chaas } = await kitchenWithItems();
    const me = await makeUser(t);
    const res = await placeOrder(t, me, kitchen.id, {
      ...orderBody(thali.id),
      items: [
        { item_id: thali.id, qty: 2, price: '1.00' },
        { item_id: chaas.id, qty: 3 },
      ],
      fulfilment: 'delivery',
      payment: 'upi',
      note: 'Less oil please',
      total: '1',
    });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    // 2 × 149.50 + 3 × 20.25 = 359.75; + 15.00 delivery = 374.75
    expect(order).toMatchObject({
      status: 'placed',
      items_total: '359.75',
      delivery_fee: '15.00',
      total: '374.75',
      customer_id: me.id,
      date: TODAY,
      slot: 'lunch',
      note: 'Less oil please',
      can_cancel: true,
    });
    expect(order.order_number).toMatch(/^KO-\d{6}$/);
    expect(order.upi_link).toBe(`upi://pay?pa=asha%40okaxis&pn=Asha's%20Kitchen&am=374.75&tn=${order.order_number}&cu=INR`);
    expect(order.cutoff).toBe('2026-11-24T05:00:00.000Z');
    expect(await orderRow(t, order.id)).toMatchObject({ itemsTotal: '359.75', deliveryFee: '15.00', total: '374.75', customerId: me.id });

    // A later price change does not touch the order.
    await t.app.inject({
      method: 'PUT',
      url: `/api/kitchens/items/${thali.id}`,
      headers: cook.auth,
      payload: { name: 'Gujarati thali', price: '199', is_veg: true, slots: ['lunch'], days: ['TUE'], daily_limit: 10 },
    });
    const again = await t.app.inject({ url: `/api/kitchen-orders/${order.id}`, headers: me.auth });
    expect(again.json().items.find((l: { name: string }) => l.name === 'Gujarati thali')).toMatchObject({
      name: 'Gujarati thali',
      price: '149.50',
      qty: 2,
      line_total: '299.00',
    });
    expect(await soldOn(t, thali.id, TODAY)).toBe(2);
  });

  it('pickup has no fee; cash orders carry no UPI link', async () => {
    const { kitchen, thali } = await kitchenWithItems();
    const res = await placeOrder(t, await makeUser(t), kitchen.id, orderBody(thali.id));
    expect(res.json()).toMatchObject({ items_total: '149.50', delivery_fee: '0.00', total: '149.50', upi_link: null });
  });

  it("refuses after the slot's cut-off in the community time zone with a clear 409, and stores nothing", async () => {
    const { kitchen, thali } = await kitchenWithItems();
    const me = await makeUser(t);
    setNow(t, '2026-11-24T05:00:00Z'); // 10:30 in India: the lunch cut-off
    const res = await placeOrder(t, me, kitchen.id, orderBody(thali.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Orders for this meal closed at 10:30 AM on 24 Nov. Please choose a later date or slot.');
    expect(await soldOn(t, thali.id, TODAY)).toBe(0);
    expect(await t.db.select().from(schema.kitchenOrders).where(eq(schema.kitchenOrders.customerId, me.id))).toHaveLength(0);
    // Breakfast closes the evening before (21:00); tomorrow's lunch is still open.
    setNow(t, '2026-11-24T15:31:00Z'); // 21:01 in India
    expect((await placeOrder(t, me, kitchen.id, orderBody(thali.id, { date: TOMORROW }))).statusCode).toBe(201);
  });

  it('uses the configured time zone', async () => {
    const t2 = await buildTestApp({ COMMUNITY_TIME_ZONE: 'UTC' });
    try {
      const cook = await makeUser(t2);
      const kitchen = await makeKitchen(t2, cook);
      const item = await makeItem(t2, cook, kitchen.id);
      setNow(t2, '2026-11-24T09:00:00Z'); // 14:30 in India but 09:00 UTC: before a 10:30 UTC cut-off
      const res = await placeOrder(t2, await makeUser(t2), kitchen.id, orderBody(item.id));
      expect(res.statusCode).toBe(201);
      expect(res.json().cutoff).toBe('2026-11-24T10:30:00.000Z');
    } finally {
      await t2.close();
    }
  });

  it('refuses the breakfast order after 21:00 the evening before', async () => {
    const { cook, kitchen } = await kitchenWithItems();
    const idli = await makeItem(t, cook, kitchen.id, { name: 'Idli sambar', price: '60', slots: ['breakfast'] });
    setNow(t, '2026-11-24T15:31:00Z');
    const res = await placeOrder(t, await makeUser(t), kitchen.id, orderBody(idli.id, { date: TOMORROW, slot: 'breakfast' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Orders for this meal closed at 9:00 PM on 24 Nov. Please choose a later date or slot.');
  });

  const refusals: Array<[string, (k: Awaited<ReturnType<typeof kitchenWithItems>>, me: TestUser) => Promise<Record<string, unknown>>, number, string]> = [
    [
      'a slot the kitchen does not serve that day',
      async (k) => orderBody(k.thali.id, { date: '2026-11-28', slot: 'dinner' }),
      400,
      'The kitchen does not serve this meal on that day.',
    ],
    ['an item not offered for the slot', async (k) => orderBody(k.chaas.id, { slot: 'dinner' }), 400, 'Masala chaas is not on the menu for this meal.'],
    ['an item of another kitchen', async () => orderBody((await kitchenWithItems()).thali.id), 400, 'Item 0 is not on the menu for this meal.'],
    ['less than the minimum order', async (k) => orderBody(k.chaas.id), 400, 'The minimum order for this kitchen is ₹100.00.'],
    [
      'delivery from a pickup-only kitchen',
      async (k) => orderBody(k.thali.id, { fulfilment: 'delivery' }),
      400,
      'This kitchen does not deliver; please choose pickup.',
    ],
    ['an empty cart', async () => ({ ...orderBody(1), items: [] }), 400, 'Add at least one item.'],
    ['a quantity over 20', async (k) => orderBody(k.thali.id, { items: [{ item_id: k.thali.id, qty: 21 }] }), 400, 'Quantity must be 1–20.'],
  ];
  it.each(refusals)('refuses %s', async (_what, build, status, message) => {
    const k = await kitchenWithItems({ delivers: false });
    const me = await makeUser(t);
    const body = await build(k, me);
    const res = await placeOrder(t, me, k.kitchen.id, body);
    expect(res.statusCode).toBe(status);
    if (message.startsWith('Item 0')) expect(res.json().error).toMatch(/^Item \d+ is not on the menu for this meal\.$/);
    else expect(res.json().error).toBe(message);
    expect(await soldOn(t, k.thali.id, TODAY)).toBe(0);
  });

  it('refuses a paused kitchen (409), the cook ordering from their own kitchen (403), and anonymous callers (401)', async () => {
    const { cook, kitchen, thali } = await kitchenWithItems();
    expect((await placeOrder(t, cook, kitchen.id, orderBody(thali.id))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/kitchens/${kitchen.id}/orders`, payload: orderBody(thali.id) })).statusCode).toBe(401);
    await t.app.inject({ method: 'PUT', url: `/api/kitchens/${kitchen.id}/pause`, headers: cook.auth, payload: { paused: true } });
    const res = await placeOrder(t, await makeUser(t), kitchen.id, orderBody(thali.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This kitchen is not taking orders right now.');
  });

  it('sold out for the day: the owner marks it, orders get 409, the day menu shows 0 left; a stranger cannot mark it', async () => {
    const { cook, kitchen, thali } = await kitchenWithItems();
    const stranger = await makeUser(t);
    const mark = (u: TestUser, sold_out: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/kitchens/items/${thali.id}/sold-out`, headers: u.auth, payload: { date: TODAY, sold_out } });
    expect((await mark(stranger, true)).statusCode).toBe(403);
    expect((await mark(cook, true)).json()).toEqual({ item_id: thali.id, date: TODAY, sold_out: true });
    const res = await placeOrder(t, stranger, kitchen.id, orderBody(thali.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Gujarati thali is sold out for that day.');
    const menu = (await t.app.inject(`/api/kitchens/${kitchen.id}/menu?date=${TODAY}&slot=lunch`)).json();
    expect(menu).toMatchObject({ open: true, cutoff: '2026-11-24T05:00:00.000Z' });
    expect(menu.items.find((i: { id: number }) => i.id === thali.id)).toMatchObject({ sold_out: true, left: 0 });
    await mark(cook, false);
    expect((await placeOrder(t, stranger, kitchen.id, orderBody(thali.id))).statusCode).toBe(201);
  });

  it('the quantity limit counts across orders: 9 taken of 10, an order of 2 is refused naming what is left', async () => {
    const { kitchen, thali } = await kitchenWithItems();
    // One customer may take the whole dish here: the fair share is the admin's to set (fair-shares.test.ts).
    await setCustomerLimits(t, kitchen.id, { item_share_percent: 100 });
    expect((await placeOrder(t, await makeUser(t), kitchen.id, orderBody(thali.id, { items: [{ item_id: thali.id, qty: 9 }] }))).statusCode).toBe(201);
    const res = await placeOrder(t, await makeUser(t), kitchen.id, orderBody(thali.id, { items: [{ item_id: thali.id, qty: 2 }] }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Only 1 Gujarati thali left for that day. Please reduce the quantity.');
    expect(await soldOn(t, thali.id, TODAY)).toBe(9);
    const menu = (await t.app.inject(`/api/kitchens/${kitchen.id}/menu?date=${TODAY}&slot=lunch`)).json();
    expect(menu.items.find((i: { id: number }) => i.id === thali.id).left).toBe(1);
  });
});

describe('order lists', () => {
  it('my orders page in SQL, newest first; the kitchen list and prep list are for the owner or an admin only', async () => {
    const { cook, kitchen, thali, chaas } = await kitchenWithItems();
    await setCustomerLimits(t, kitchen.id, { orders_per_day: 3 });
    const me = await makeUser(t);
    const other = await makeUser(t);
    for (let i = 0; i < 3; i++)
      expect(
        (
          await placeOrder(
            t,
            me,
            kitchen.id,
            orderBody(thali.id, {
              items: [
                { item_id: thali.id, qty: 1 },
                { item_id: chaas.id, qty: 2 },
              ],
            }),
          )
        ).statusCode,
      ).toBe(201);
    expect((await placeOrder(t, other, kitchen.id, orderBody(thali.id, { date: TOMORROW }))).statusCode).toBe(201);

    const mine = (await t.app.inject({ url: '/api/kitchen-orders/mine?pageSize=2&page=1', headers: me.auth })).json();
    expect(mine).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(mine.items[0].id).toBeGreaterThan(mine.items[1].id);

    const today = (await t.app.inject({ url: `/api/kitchens/${kitchen.id}/orders?date=${TODAY}&slot=lunch`, headers: cook.auth })).json();
    expect(today.total).toBe(3);
    const prep = (await t.app.inject({ url: `/api/kitchens/${kitchen.id}/prep?date=${TODAY}&slot=lunch`, headers: cook.auth })).json();
    expect(prep.items).toEqual([
      { item_id: thali.id, name: 'Gujarati thali', qty: 3 },
      { item_id: chaas.id, name: 'Masala chaas', qty: 6 },
    ]);
    const admin = await makeAdmin(t);
    expect((await t.app.inject({ url: `/api/kitchens/${kitchen.id}/orders`, headers: admin.auth })).json().total).toBe(4);
    expect((await t.app.inject({ url: `/api/kitchens/${kitchen.id}/orders`, headers: me.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/kitchens/${kitchen.id}/prep?date=${TODAY}&slot=lunch`, headers: me.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/kitchen-orders/${mine.items[0].id}`, headers: other.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/kitchen-orders/${mine.items[0].id}`, headers: cook.auth })).statusCode).toBe(200);
  });
});
