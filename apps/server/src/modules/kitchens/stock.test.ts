import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';
import { NOW, TODAY, makeItem, makeKitchen, orderBody, placeOrder, setNow, soldOn } from '../../../test/kitchens-factories';

const t = useTestApp({ WRITE_RATE_LIMIT: '5000' });
beforeAll(async () => {
  setNow(t, NOW);
});

/**
 * The daily quantity under load. Run it on real PostgreSQL too:
 * TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project api apps/server/src/modules/kitchens/stock.test.ts
 */
describe('the daily quantity limit under concurrent orders', () => {
  it.each([1, 5, 8])('with %i left and twice as many orders at once, exactly that many succeed; the rest get 409', async (n) => {
    const cook = await makeUser(t);
    const kitchen = await makeKitchen(t, cook, { min_order: '0' });
    const item = await makeItem(t, cook, kitchen.id, { name: 'Paneer paratha', daily_limit: n });
    const customers = await Promise.all(Array.from({ length: 2 * n }, () => makeUser(t)));
    const results = await Promise.all(customers.map((c) => placeOrder(t, c, kitchen.id, orderBody(item.id))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(n);
    expect(codes.filter((c) => c === 409)).toHaveLength(n);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().error).toBe('Paneer paratha is sold out for that day.');
    expect(await soldOn(t, item.id, TODAY)).toBe(n);
    const listed = (await t.app.inject({ url: `/api/kitchens/${kitchen.id}/orders?date=${TODAY}`, headers: cook.auth })).json();
    expect(listed.total).toBe(n);
  });

  it('an order of two items that fails on the second gives back the first (all or nothing) under contention', async () => {
    const cook = await makeUser(t);
    const kitchen = await makeKitchen(t, cook, { min_order: '0' });
    const a = await makeItem(t, cook, kitchen.id, { name: 'Roti', daily_limit: 100 });
    const b = await makeItem(t, cook, kitchen.id, { name: 'Kheer', daily_limit: 3 });
    const customers = await Promise.all(Array.from({ length: 6 }, () => makeUser(t)));
    const body = orderBody(a.id, {
      items: [
        { item_id: a.id, qty: 2 },
        { item_id: b.id, qty: 1 },
      ],
    });
    const results = await Promise.all(customers.map((c) => placeOrder(t, c, kitchen.id, body)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(await soldOn(t, b.id, TODAY)).toBe(3);
    expect(await soldOn(t, a.id, TODAY)).toBe(6);
  });
});
