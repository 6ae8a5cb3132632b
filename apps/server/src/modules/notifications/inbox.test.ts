import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_LIMITS } from '@padosi/shared/notifications';
import * as schema from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/app';
import { makeAdmin, makeUser, type TestUser } from '../../../test/factories';
import { insertRequest, makeCategory, makeProvider } from '../../../test/home-help-factories';
import { makeFlat } from '../../../test/residents-factories';
import { NOW, TOMORROW, makeItem, makeKitchen, moveOrder, orderBody, placeOrder, setNow } from '../../../test/kitchens-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT: '5000' });
});
afterAll(() => t.close());
// 09:30 in Kolkata: outside the default quiet hours.
beforeEach(() => setNow(t, NOW));

const get = (user: TestUser, url: string) => t.app.inject({ url, headers: user.auth });
const post = (user: TestUser, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) });
const inboxOf = async (user: TestUser) => (await get(user, '/api/notifications')).json();
const rowsOf = (user: TestUser) => t.db.select().from(schema.notifications).where(eq(schema.notifications.userId, user.id));
const deliveriesOf = async (user: TestUser) =>
  t.db
    .select({ channel: schema.notificationDeliveries.channel, status: schema.notificationDeliveries.status })
    .from(schema.notificationDeliveries)
    .innerJoin(schema.notifications, eq(schema.notifications.id, schema.notificationDeliveries.notificationId))
    .where(eq(schema.notifications.userId, user.id));

async function kitchenWithItem() {
  const cook = await makeUser(t);
  const kitchen = await makeKitchen(t, cook);
  const item = await makeItem(t, cook, kitchen.id, { daily_limit: 200 });
  return { cook, kitchen, item };
}

describe('kitchen orders', () => {
  it('tells the cook of a new order and the customer of each move, never the one who acted, with fixed words', async () => {
    const { cook, kitchen, item } = await kitchenWithItem();
    const customer = await makeUser(t);
    const order = (await placeOrder(t, customer, kitchen.id, orderBody(item.id))).json();
    await t.deps.jobs.drain();
    const cookInbox = await inboxOf(cook);
    expect(cookInbox).toMatchObject({ total: 1, unread: 1 });
    expect(cookInbox.items[0]).toMatchObject({
      type: 'order',
      title: `New order ${order.order_number}`,
      body: 'A resident ordered lunch for 24 Nov. Open your dashboard to accept it.',
      url: `/cloud-kitchen/dashboard#order-${order.id}`,
      read: false,
    });
    expect((await inboxOf(customer)).total).toBe(0);

    await moveOrder(t, cook, order.id, 'rejected', 'Call 9000012345 for a refund');
    const mine = await inboxOf(customer);
    expect(mine.items.map((i: { title: string }) => i.title)).toEqual([`Asha's Kitchen: order not taken`]);
    expect(JSON.stringify(mine)).not.toContain('9000012345');
    expect((await inboxOf(cook)).total).toBe(1);
    // Push went through the job queue for both: the stored deliveries say so.
    await t.deps.jobs.drain();
    expect(await deliveriesOf(customer)).toEqual([{ channel: 'push', status: 'sent' }]);
  });

  it('speaks Hindi to a resident who chose Hindi, whatever language the event came in', async () => {
    const { cook, kitchen, item } = await kitchenWithItem();
    const customer = await makeUser(t, { language: 'hi' });
    const order = (await placeOrder(t, customer, kitchen.id, orderBody(item.id))).json();
    await moveOrder(t, cook, order.id, 'accepted');
    const [first] = (await inboxOf(customer)).items;
    expect(first).toMatchObject({
      title: "Asha's Kitchen: ऑर्डर स्वीकार हो गया",
      body: `आपका ऑर्डर ${order.order_number} (24 नव॰, दोपहर का खाना) स्वीकार हो गया।`,
    });
  });

  it('stores one notification per order state change, even when the event is delivered twice', async () => {
    const { cook, kitchen, item } = await kitchenWithItem();
    const customer = await makeUser(t);
    const placed = await placeOrder(t, customer, kitchen.id, orderBody(item.id));
    const order = placed.json();
    const [again] = await Promise.all(
      [1, 2].map(() => t.app.root.events.deliver('afterCommit', 'order.changed', { order, ownerId: cook.id, actorId: customer.id }, t.db)),
    );
    await again;
    expect(await rowsOf(cook)).toHaveLength(1);
  });

  it('caps a burst: 30 place-and-cancel cycles by an attacker-named user give the cook a bounded number of notifications', async () => {
    const { cook, kitchen, item } = await kitchenWithItem();
    await t.db.update(schema.kitchens).set({ customerOrdersPerDay: 20, cashCancelLimit: 20 }).where(eq(schema.kitchens.id, kitchen.id));
    const attacker = await makeUser(t, { name: 'KYC blocked! Call 9000012345 now' });
    let placedCount = 0;
    for (let i = 0; i < 30; i++) {
      const res = await placeOrder(t, attacker, kitchen.id, orderBody(item.id));
      if (res.statusCode !== 201) continue;
      placedCount++;
      await moveOrder(t, attacker, res.json().id, 'cancelled');
    }
    expect(placedCount).toBeGreaterThan(NOTIFICATION_LIMITS.perSenderHour);
    await t.deps.jobs.drain();
    const rows = await rowsOf(cook);
    expect(rows).toHaveLength(NOTIFICATION_LIMITS.perSenderHour);
    const inbox = await inboxOf(cook);
    expect(JSON.stringify(inbox)).not.toMatch(/KYC|9000012345/);
    // Another resident's order still reaches the cook: the cap is per sender, within the recipient's hourly cap.
    const neighbour = await makeUser(t);
    await placeOrder(t, neighbour, kitchen.id, orderBody(item.id));
    expect(await rowsOf(cook)).toHaveLength(NOTIFICATION_LIMITS.perSenderHour + 1);
  });

  it('caps what one recipient gets in an hour from everyone together', async () => {
    const { cook, kitchen, item } = await kitchenWithItem();
    await t.db.insert(schema.notifications).values(
      Array.from({ length: NOTIFICATION_LIMITS.perRecipientHour }, (_, i) => ({
        userId: cook.id,
        type: 'order',
        eventKey: `old:${i}`,
        params: {},
        url: '/',
        createdAt: NOW,
      })),
    );
    await placeOrder(t, await makeUser(t), kitchen.id, orderBody(item.id));
    expect(await rowsOf(cook)).toHaveLength(NOTIFICATION_LIMITS.perRecipientHour);
    // An hour later (community clock) the allowance is back.
    setNow(t, new Date(NOW.getTime() + 61 * 60_000));
    expect((await placeOrder(t, await makeUser(t), kitchen.id, orderBody(item.id, { date: TOMORROW }))).statusCode).toBe(201);
    expect(await rowsOf(cook)).toHaveLength(NOTIFICATION_LIMITS.perRecipientHour + 1);
  });
});

describe('home help, reviews and reports', () => {
  it('tells the requester when an admin assigns a provider and when the status moves, and nobody else', async () => {
    const owner = await makeUser(t);
    const admin = await makeAdmin(t);
    const home = await makeCategory(t, 'Home Services');
    // The admin's choice marks who supplies home help (issue 24), not the category's name.
    const maid = await makeProvider(t, home, await makeCategory(t, 'Cooks', home.id, true, 'cook'), { name: 'Lakshmi' });
    const row = await insertRequest(t, owner.id, { serviceType: 'Cook', requestDate: '2026-12-03' } as never);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/home-help/${row.id}`, payload, headers: admin.auth });
    expect((await put({ status: 'In Progress', provider_id: maid.id })).statusCode).toBe(200);
    expect((await put({ status: 'Completed' })).statusCode).toBe(200);
    const inbox = await inboxOf(owner);
    expect(inbox.items.map((i: { title: string; body: string }) => [i.title, i.body])).toEqual([
      ['Home help: Completed', 'Your Cook request for 3 Dec is now Completed.'],
      ['Home help assigned', 'Lakshmi will help with your Cook request for 3 Dec.'],
    ]);
    expect(inbox.items[0].url).toBe(`/home-help/details/${row.id}`);
    expect((await inboxOf(admin)).total).toBe(0);
  });

  it("tells a provider's owner of a new review without its words, and not of an edit", async () => {
    const owner = await makeUser(t);
    const reviewer = await makeUser(t);
    const cat = await makeCategory(t, 'Tutors');
    const provider = await makeProvider(t, cat, await makeCategory(t, 'Maths', cat.id), { name: 'Ravi Tuition', userId: owner.id });
    const add = (review: string) => post(reviewer, '/review/addreview', { service_provider_id: provider.id, rating: 4, review });
    expect((await add('Great teacher, call 9000012345')).statusCode).toBe(201);
    expect((await add('Still great, edited')).statusCode).toBe(200);
    const inbox = await inboxOf(owner);
    expect(inbox.items).toEqual([
      expect.objectContaining({
        type: 'review',
        title: 'New review of Ravi Tuition',
        body: 'A resident gave Ravi Tuition 4 of 5 stars.',
        url: `/details/${provider.id}`,
      }),
    ]);
  });

  it('tells the reporter the outcome and the owner that the post was taken down', async () => {
    const owner = await makeUser(t);
    const reporter = await makeUser(t);
    const other = await makeUser(t);
    const admin = await makeAdmin(t);
    const cat = await makeCategory(t, 'Plumbing');
    const provider = await makeProvider(t, cat, await makeCategory(t, 'Pipes', cat.id), { userId: owner.id });
    const report = (await post(reporter, '/api/reports', { item_type: 'provider', item_id: provider.id, reason: 'Fake listing, not a plumber' })).json();
    const kept = (await post(other, '/api/reports', { item_type: 'provider', item_id: provider.id, reason: 'Spam listing please remove' })).json();
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/reports/${kept.id}`, payload: { action: 'dismiss' }, headers: admin.auth })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/reports/${report.id}`, payload: { action: 'hide' }, headers: admin.auth })).statusCode).toBe(
      200,
    );
    expect((await inboxOf(reporter)).items.map((i: { title: string }) => i.title)).toEqual(['Thank you for your report']);
    expect((await inboxOf(other)).items.map((i: { body: string }) => i.body)).toEqual(['An admin looked at the listing you reported and kept it up.']);
    expect((await inboxOf(owner)).items.map((i: { title: string }) => i.title)).toEqual(['Your post was taken down']);
    expect((await inboxOf(admin)).total).toBe(0);
  });
});

describe('joining a flat and a kitchen review', () => {
  it('tells the resident their join request was approved or declined, without the admin’s reason', async () => {
    const admin = await makeAdmin(t);
    const approved = await makeUser(t);
    const declined = await makeUser(t);
    const ask = async (user: TestUser) => (await post(user, '/api/residents/join', { flatId: (await makeFlat(t)).flat.id, role: 'owner' })).json().id as number;
    const yes = await ask(approved);
    const no = await ask(declined);
    expect((await post(admin, `/api/admin/join-requests/${yes}/approve`)).statusCode).toBe(200);
    expect((await post(admin, `/api/admin/join-requests/${no}/decline`, { reason: 'Call 9000012345 to pay a fee' })).statusCode).toBe(200);
    expect((await inboxOf(approved)).items).toEqual([expect.objectContaining({ type: 'join', title: 'Welcome, neighbour', url: '/profile' })]);
    const mine = await inboxOf(declined);
    expect(mine.items.map((i: { title: string; body: string }) => [i.title, i.body])).toEqual([
      ['Join request declined', 'Your request to join was declined. The reason is in your profile.'],
    ]);
    expect(JSON.stringify(mine)).not.toContain('9000012345');
    expect((await inboxOf(admin)).total).toBe(0);
  });

  it("tells a cook of a new review of their kitchen, without the customer's words", async () => {
    const { cook, kitchen, item } = await kitchenWithItem();
    const customer = await makeUser(t);
    const order = (await placeOrder(t, customer, kitchen.id, orderBody(item.id))).json();
    for (const s of ['accepted', 'preparing', 'ready', 'completed']) expect((await moveOrder(t, cook, order.id, s)).statusCode).toBe(200);
    const res = await post(customer, `/api/kitchens/${kitchen.id}/reviews`, { rating: 5, comment: 'Lovely, call 9000012345' });
    expect(res.statusCode).toBe(201);
    const reviews = (await inboxOf(cook)).items.filter((i: { type: string }) => i.type === 'review');
    expect(reviews).toEqual([
      expect.objectContaining({
        title: "New review of Asha's Kitchen",
        body: "A resident gave Asha's Kitchen 5 of 5 stars.",
        url: `/cloud-kitchen/kitchen/${kitchen.id}`,
      }),
    ]);
    expect(JSON.stringify(reviews)).not.toContain('9000012345');
  });
});

describe('the inbox', () => {
  it('counts unread, marks one and then all read, and refuses another resident’s notification', async () => {
    const { cook, kitchen, item } = await kitchenWithItem();
    for (let i = 0; i < 3; i++) await placeOrder(t, await makeUser(t), kitchen.id, orderBody(item.id));
    expect((await get(cook, '/api/notifications/unread-count')).json()).toEqual({ unread: 3 });
    const [newest] = (await inboxOf(cook)).items;
    expect((await post(cook, `/api/notifications/${newest.id}/read`)).json()).toEqual({ unread: 2 });
    const stranger = await makeUser(t);
    expect((await post(stranger, `/api/notifications/${newest.id}/read`)).statusCode).toBe(404);
    expect((await post(cook, '/api/notifications/read-all')).json()).toEqual({ marked: 2, unread: 0 });
    expect((await inboxOf(cook)).items.every((i: { read: boolean }) => i.read)).toBe(true);
    expect((await t.app.inject({ url: '/api/notifications/unread-count' })).statusCode).toBe(401);
  });
});

describe('preferences and quiet hours', () => {
  it('has defaults, saves choices, and a channel turned off gets no delivery while the inbox still shows it', async () => {
    const { cook, kitchen, item } = await kitchenWithItem();
    const defaults = (await get(cook, '/api/notifications/preferences')).json();
    expect(defaults).toMatchObject({ quiet_hours: { enabled: true, start: '22:00', end: '07:00' }, digest: false, email_available: false });
    expect(defaults.channels.order).toEqual({ push: true, email: true });
    const body = { ...defaults, channels: { ...defaults.channels, order: { push: false, email: true } } };
    delete body.email_available;
    const saved = await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', headers: cook.auth, payload: body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().channels.order).toEqual({ push: false, email: true });
    await placeOrder(t, await makeUser(t), kitchen.id, orderBody(item.id));
    expect((await inboxOf(cook)).total).toBe(1);
    expect(await deliveriesOf(cook)).toEqual([]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: cook.auth,
      payload: { ...body, quiet_hours: { enabled: true, start: '25:00', end: '07:00' } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('holds push back during quiet hours (community clock) until they end', async () => {
    const { cook, kitchen, item } = await kitchenWithItem();
    // 23:30 in Kolkata on 24 Nov: quiet until 07:00 on 25 Nov (01:30 UTC).
    setNow(t, '2026-11-24T18:00:00Z');
    expect((await placeOrder(t, await makeUser(t), kitchen.id, orderBody(item.id, { date: TOMORROW }))).statusCode).toBe(201);
    const [delivery] = await t.db
      .select({ id: schema.notificationDeliveries.id, status: schema.notificationDeliveries.status })
      .from(schema.notificationDeliveries)
      .innerJoin(schema.notifications, eq(schema.notifications.id, schema.notificationDeliveries.notificationId))
      .where(and(eq(schema.notifications.userId, cook.id)));
    expect(delivery!.status).toBe('queued');
    const { rows } = await t.deps.database.pool.query<{ start_after: Date }>(
      `SELECT start_after FROM pgboss.job WHERE name = 'notification-deliver' AND data->>'deliveryId' = $1`,
      [String(delivery!.id)],
    );
    expect(rows[0]!.start_after.toISOString()).toBe('2026-11-25T01:30:00.000Z');
    expect((await inboxOf(cook)).total).toBe(1);
  });
});
