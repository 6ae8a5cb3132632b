import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { NOW, kitchenRow, makeItem, makeKitchen, moveOrder, orderBody, placeOrder, setNow } from '../../../test/kitchens-factories';

const t = useTestApp({ WRITE_RATE_LIMIT: '5000' });
beforeEach(() => setNow(t, NOW));

const review = (user: TestUser, kitchenId: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/kitchens/${kitchenId}/reviews`, headers: user.auth, payload });

async function orderThrough(cook: TestUser, customer: TestUser, kitchenId: number, itemId: number, steps: string[]) {
  const order = (await placeOrder(t, customer, kitchenId, orderBody(itemId))).json();
  for (const s of steps) expect((await moveOrder(t, cook, order.id, s)).statusCode).toBe(200);
  return order.id as number;
}

describe('POST /api/kitchens/{id}/reviews', () => {
  it('only after a completed order (403 before), once (409), and the rating follows; reviews page newest first', async () => {
    const cook = await makeUser(t);
    const kitchen = await makeKitchen(t, cook);
    const item = await makeItem(t, cook, kitchen.id);
    const meena = await makeUser(t, { name: 'Meena' });
    const ravi = await makeUser(t, { name: 'Ravi' });

    const none = await review(meena, kitchen.id, { rating: 5, comment: 'Great' });
    expect(none.statusCode).toBe(403);
    expect(none.json().error).toBe('You can review a kitchen after one of your orders from it is completed.');
    await orderThrough(cook, meena, kitchen.id, item.id, ['accepted', 'preparing', 'ready']);
    expect((await review(meena, kitchen.id, { rating: 5 })).statusCode).toBe(403);
    expect(await t.db.select().from(schema.kitchenReviews).where(eq(schema.kitchenReviews.kitchenId, kitchen.id))).toHaveLength(0);

    await orderThrough(cook, meena, kitchen.id, item.id, ['accepted', 'preparing', 'ready', 'completed']);
    const ok = await review(meena, kitchen.id, { rating: 5, comment: 'Just like home', user_id: 1 });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe('Thank you for your review!');
    const twice = await review(meena, kitchen.id, { rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('You have already reviewed this kitchen.');

    await orderThrough(cook, ravi, kitchen.id, item.id, ['accepted', 'preparing', 'ready', 'completed']);
    const bad = await review(ravi, kitchen.id, { rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Please choose a rating from 1 to 5.');
    expect((await review(ravi, kitchen.id, { rating: 4, comment: 'Tasty dal' })).statusCode).toBe(201);

    expect(await kitchenRow(t, kitchen.id)).toMatchObject({ ratingSum: 9, ratingCount: 2 });
    const k = (await t.app.inject(`/api/kitchens/${kitchen.id}`)).json();
    expect(k).toMatchObject({ rating: 4.5, review_count: 2 });
    const page = (await t.app.inject(`/api/kitchens/${kitchen.id}/reviews?pageSize=1`)).json();
    expect(page).toMatchObject({ total: 2, pageSize: 1 });
    expect(page.items).toEqual([expect.objectContaining({ user_name: 'Ravi', rating: 4, comment: 'Tasty dal' })]);
  });

  it('the cook cannot review their own kitchen; anonymous callers get 401; unknown kitchen 404', async () => {
    const cook = await makeUser(t);
    const kitchen = await makeKitchen(t, cook);
    expect((await review(cook, kitchen.id, { rating: 5 })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/kitchens/${kitchen.id}/reviews`, payload: { rating: 5 } })).statusCode).toBe(401);
    expect((await review(cook, 999999, { rating: 5 })).statusCode).toBe(404);
    expect((await t.app.inject('/api/kitchens/999999/reviews')).statusCode).toBe(404);
  });
});
