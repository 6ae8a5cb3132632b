import { beforeEach, describe, expect, it } from 'vitest';
import { KITCHEN_MESSAGES as M } from '@padosi/shared/kitchens';
import { useTestApp } from '../../../test/app';
import { makeAdmin, makeUser } from '../../../test/factories';
import { NOW, TODAY, TOMORROW, kitchenRow, makeItem, makeKitchen, moveOrder, orderBody, placeOrder, setNow } from '../../../test/kitchens-factories';

// Issue 29, finding 3: twenty-one cash orders from one account took a dish's whole daily quantity for a week, and
// were all cancelled free before the cut-off. Each kitchen has fair shares per customer that admins set.
const t = useTestApp({ WRITE_RATE_LIMIT: '5000' });
beforeEach(() => setNow(t, NOW));

async function kitchenWithThali(dailyLimit = 21) {
  const cook = await makeUser(t);
  const kitchen = await makeKitchen(t, cook);
  const thali = await makeItem(t, cook, kitchen.id, { name: 'Gujarati thali', price: '149.50', daily_limit: dailyLimit });
  return { cook, kitchen, thali };
}
const one = (itemId: number, qty = 1, extra: Record<string, unknown> = {}) => orderBody(itemId, { items: [{ item_id: itemId, qty }], ...extra });

describe('fair shares per customer', () => {
  it('one customer holds at most 2 orders a day and a third of a dish; others still get theirs', async () => {
    const { kitchen, thali } = await kitchenWithThali(21);
    const hoarder = await makeUser(t);
    // A third of 21 is 7: one order of 8 is refused, 7 taken.
    const eight = await placeOrder(t, hoarder, kitchen.id, one(thali.id, 8));
    expect(eight.statusCode).toBe(409);
    expect(eight.json()).toEqual({ error: M.itemShareReached('Gujarati thali', 7) });
    expect((await placeOrder(t, hoarder, kitchen.id, one(thali.id, 5))).statusCode).toBe(201);
    const more = await placeOrder(t, hoarder, kitchen.id, one(thali.id, 3));
    expect(more.statusCode).toBe(409);
    expect(more.json().error).toBe(M.itemShareReached('Gujarati thali', 7));
    expect((await placeOrder(t, hoarder, kitchen.id, one(thali.id, 2))).statusCode).toBe(201);
    // A third order for the same day is refused; another day, and another customer, are not.
    const third = await placeOrder(t, hoarder, kitchen.id, one(thali.id, 1, { date: TODAY }));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ error: M.ordersPerDayReached(2) });
    expect((await placeOrder(t, hoarder, kitchen.id, one(thali.id, 1, { date: TOMORROW }))).statusCode).toBe(201);
    expect((await placeOrder(t, await makeUser(t), kitchen.id, one(thali.id, 7))).statusCode).toBe(201);
  });

  it('a cancelled cash order counts against its customer: for the day, and after 3 in 30 days cash is refused (UPI is not)', async () => {
    const { cook, kitchen, thali } = await kitchenWithThali(21);
    const me = await makeUser(t);
    const cancelFor = async (date: string) => {
      const placed = await placeOrder(t, me, kitchen.id, one(thali.id, 1, { date }));
      expect(placed.statusCode).toBe(201);
      expect((await moveOrder(t, me, placed.json().id, 'cancelled')).statusCode).toBe(200);
    };
    await cancelFor(TODAY);
    await cancelFor(TODAY);
    // Two cancelled cash orders today: a third order today is refused as if they were still open.
    expect((await placeOrder(t, me, kitchen.id, one(thali.id))).json()).toEqual({ error: M.ordersPerDayReached(2) });
    await cancelFor(TOMORROW);
    const cash = await placeOrder(t, me, kitchen.id, one(thali.id, 1, { date: '2026-11-26' }));
    expect(cash.statusCode).toBe(400);
    expect(cash.json()).toEqual({ error: M.cashAfterCancels(3), details: { payment: M.cashAfterCancels(3) } });
    expect((await placeOrder(t, me, kitchen.id, one(thali.id, 1, { date: '2026-11-26', payment: 'upi' }))).statusCode).toBe(201);
    // The cook sees it beside the customer's orders.
    const list = (await t.app.inject({ url: `/api/kitchens/${kitchen.id}/orders?date=2026-11-26`, headers: cook.auth })).json();
    expect(list.items[0]).toMatchObject({ customer_id: me.id, customer_cash_cancellations: 3 });
    // A customer's own view carries no such count.
    const mine = (await t.app.inject({ url: '/api/kitchen-orders/mine', headers: me.auth })).json();
    expect(mine.items[0].customer_cash_cancellations).toBeUndefined();
    // A month later the old cancellations no longer count.
    setNow(t, '2026-12-27T04:00:00Z');
    expect((await placeOrder(t, me, kitchen.id, one(thali.id, 1, { date: '2026-12-27' }))).statusCode).toBe(201);
  });

  it('the admin sets the limits (audited), the cook and customers see them, others may not set them', async () => {
    const { cook, kitchen, thali } = await kitchenWithThali(10);
    const page = (await t.app.inject({ url: `/api/kitchens/${kitchen.id}`, headers: cook.auth })).json();
    expect(page.customer_limits).toEqual({ orders_per_day: 2, item_share_percent: 33, cash_cancel_limit: 3 });
    const limits = { orders_per_day: 1, item_share_percent: 50, cash_cancel_limit: 5 };
    for (const who of [cook, await makeUser(t)]) {
      const refused = await t.app.inject({ method: 'PUT', url: `/api/kitchens/${kitchen.id}/customer-limits`, headers: who.auth, payload: limits });
      expect(refused.statusCode).toBe(403);
    }
    const admin = await makeAdmin(t);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/kitchens/${kitchen.id}/customer-limits`,
      headers: admin.auth,
      payload: { ...limits, item_share_percent: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.item_share_percent).toBe(M.limitsInvalid);
    const saved = await t.app.inject({ method: 'PUT', url: `/api/kitchens/${kitchen.id}/customer-limits`, headers: admin.auth, payload: limits });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().customer_limits).toEqual(limits);
    expect(await kitchenRow(t, kitchen.id)).toMatchObject({ customerOrdersPerDay: 1, customerItemSharePercent: 50, cashCancelLimit: 5 });
    const audit = await t.deps.database.pool.query(`select action, subject from audit_log where action = 'kitchen.customer-limits'`);
    expect(audit.rows).toEqual([{ action: 'kitchen.customer-limits', subject: `kitchen:${kitchen.id}` }]);
    // What the cook (and anyone) reads on the kitchen page, and what the rules now apply: 5 of 10, one order a day.
    const seen = (await t.app.inject(`/api/kitchens/${kitchen.id}`)).json();
    expect(seen.customer_limits).toEqual(limits);
    const me = await makeUser(t);
    expect((await placeOrder(t, me, kitchen.id, one(thali.id, 6))).json().error).toBe(M.itemShareReached('Gujarati thali', 5));
    expect((await placeOrder(t, me, kitchen.id, one(thali.id, 5))).statusCode).toBe(201);
    expect((await placeOrder(t, me, kitchen.id, one(thali.id, 1, { payment: 'upi' }))).json().error).toBe(M.ordersPerDayReached(1));
  });

  it('two orders of one customer at once are counted one after the other', async () => {
    const { kitchen, thali } = await kitchenWithThali(21);
    const me = await makeUser(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => placeOrder(t, me, kitchen.id, one(thali.id, 1))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
  });
});
