import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainPush } from './notifications.service';
import { buildTestApp, type TestApp } from '../../../test/app';
import { makeAdmin, makeUser, type TestUser } from '../../../test/factories';
import { insertRequest } from '../../../test/home-help-factories';
import { makeItem, makeKitchen, orderBody, placeOrder, setNow, NOW } from '../../../test/kitchens-factories';
import { inDays, rentalFields, sendRental } from '../../../test/rentals-factories';
import { decryptPush, makeSubscriber, startPushService, subscribeBrowser, type Subscriber } from '../../../test/push-service';

/*
 * Pushes are fixed templates drawn in each recipient's stored language (users.language, issue 23): a Hindi user's
 * browser gets the Hindi text, an English user's (or one who never chose) the spec's English, from the same event.
 */
let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService(0);
  t = await buildTestApp({ PUSH_ALLOW_LOOPBACK: 'true', WRITE_RATE_LIMIT: '2000' });
});
afterAll(async () => {
  await t.close();
  await push.close();
});
beforeEach(() => {
  push.received.length = 0;
});

async function subscribed(moduleId: string, name: string, language?: 'hi' | 'en'): Promise<{ user: TestUser; sub: Subscriber; path: string }> {
  const user = await makeUser(t);
  if (language) {
    const res = await t.app.inject({ method: 'PUT', url: '/api/userprofile/language', headers: user.auth, payload: { language } });
    expect(res.statusCode).toBe(200);
  }
  const path = `/push/${name}-${user.id}`;
  const sub = makeSubscriber(`${push.base}${path}`);
  await subscribeBrowser(t, user, sub, moduleId);
  return { user, sub, path };
}
const received = ({ sub, path }: { sub: Subscriber; path: string }) => {
  const request = push.received.find((r) => r.path === path);
  expect(request, path).toBeDefined();
  return JSON.parse(decryptPush(sub, request!.body)) as { title: string; body: string; url: string };
};

describe('a push in the recipient’s language', () => {
  it('a new rental: the Hindi subscriber reads Hindi, the English one and the one who never chose read English', async () => {
    const hindi = await subscribed('rentals', 'hindi', 'hi');
    const english = await subscribed('rentals', 'english', 'en');
    const unset = await subscribed('rentals', 'unset');
    const poster = await makeUser(t);

    const fields = rentalFields({ apartment_name: 'Palm Grove Towers', rental_cost: 125000, type: 'family', available_from: inDays(5) });
    expect((await sendRental(t, 'POST', '/api/rentals/create', poster, fields)).statusCode).toBe(201);
    await drainPush(t.deps);

    expect(received(hindi)).toMatchObject({
      title: 'किराए पर नई जगह',
      body: expect.stringMatching(/^परिवार के लिए · ₹1,25,000 \/ महीना · \d{1,2} \S+ \d{4} से उपलब्ध$/),
    });
    for (const reader of [english, unset])
      expect(received(reader)).toMatchObject({ title: 'New rental listed', body: expect.stringMatching(/^For a family · ₹1,25,000/) });
  });

  it('a home-help status change: a Hindi requester reads the status and service in Hindi', async () => {
    setNow(t, NOW); // a daytime hour: between 22:00 and 07:00 in the community the push waits (quiet hours, issue 26)
    const requester = await subscribed('home-help', 'requester', 'hi');
    const request = await insertRequest(t, requester.user.id, { serviceType: 'Maid', requestDate: '2031-06-04' });

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/home-help/${request.id}`,
      headers: (await makeAdmin(t)).auth,
      payload: { status: 'In Progress' },
    });
    expect(res.statusCode).toBe(200);
    await drainPush(t.deps);

    expect(received(requester)).toEqual({
      title: 'घरेलू मदद: काम चल रहा है',
      body: 'आपके 4 जून के अनुरोध (कामवाली) की स्थिति अब: काम चल रहा है।',
      url: `/home-help/details/${request.id}`,
    });
  });

  it('a kitchen order: the Hindi cook reads the new order in Hindi', async () => {
    setNow(t, NOW);
    const cook = await subscribed('kitchens', 'cook', 'hi');
    const kitchen = await makeKitchen(t, cook.user);
    const item = await makeItem(t, cook.user, kitchen.id);
    const order = await placeOrder(t, await makeUser(t), kitchen.id, orderBody(item.id));
    expect(order.statusCode).toBe(201);
    await drainPush(t.deps);

    const payload = received(cook);
    expect(payload.title).toBe(`नया ऑर्डर ${order.json().order_number}`);
    expect(payload.body).toMatch(/दोपहर का खाना|रात का खाना|नाश्ता/);
  });
});
