import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/services/context';
import { drainPush, notifyModule, notifyUsers } from './notifications.service';
import * as schema from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { inDays, rentalFields, sendRental } from '../../../test/rentals-factories';
import { decryptPush, makeSubscriber, startPushService, subscribeBrowser, verifyVapid, type Subscriber } from '../../../test/push-service';

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  // A free port: a fixed one collides with any other run of the suite on the machine.
  push = await startPushService(0);
  t = await buildTestApp({ PUSH_ALLOW_LOOPBACK: 'true', WRITE_RATE_LIMIT: '2000', VAPID_SUBJECT: 'mailto:push-test@padosi.in' });
});
afterAll(async () => {
  await t.close();
  await push.close();
});
beforeEach(() => {
  push.received.length = 0;
});

async function subscribed(moduleId: string, name: string): Promise<{ user: TestUser; sub: Subscriber; path: string }> {
  const user = await makeUser(t);
  const path = `/push/${name}`;
  const sub = makeSubscriber(`${push.base}${path}`);
  await subscribeBrowser(t, user, sub, moduleId);
  return { user, sub, path };
}
const stored = (endpoint: string) => t.db.select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, endpoint));

describe('a new rental notifies the other subscribers of the rentals module', () => {
  it('sends an encrypted, VAPID-signed push to every other rentals subscriber, with a link to the rental', async () => {
    const asha = await subscribed('rentals', 'asha');
    const bilal = await subscribed('rentals', 'bilal');
    const carla = await subscribed('ads', 'carla');
    const poster = await subscribed('rentals', 'poster');

    const res = await sendRental(
      t,
      'POST',
      '/api/rentals/create',
      poster.user,
      rentalFields({ apartment_name: 'Palm Grove Towers', rental_cost: 125000, type: 'bachelor', available_from: inDays(5) }),
    );
    expect(res.statusCode).toBe(201);
    const rentalId = res.json().rental.id as number;
    await drainPush(t.deps);

    expect(push.received.map((r) => r.path).sort()).toEqual([asha.path, bilal.path].sort());
    expect(push.received.map((r) => r.path)).not.toContain(carla.path);
    expect(push.received.map((r) => r.path)).not.toContain(poster.path);

    for (const { sub, path } of [asha, bilal]) {
      const request = push.received.find((r) => r.path === path)!;
      const vapid = verifyVapid(request.headers.authorization, t.deps.secrets.vapidPublicKey);
      expect(vapid.valid).toBe(true);
      expect(vapid.k).toBe(t.deps.secrets.vapidPublicKey);
      expect(vapid.header.alg).toBe('ES256');
      expect(vapid.claims.aud).toBe(push.base);
      expect(vapid.claims.sub).toBe('mailto:push-test@padosi.in');
      expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(request.headers.ttl)).toBeGreaterThan(0);
      const payload = JSON.parse(decryptPush(sub, request.body));
      expect(payload).toEqual({
        title: 'New rental listed',
        body: expect.stringMatching(/^For bachelors · ₹1,25,000 \/ month · available from \d{1,2} \w{3} \d{4}$/),
        url: `/rentals/details/${rentalId}`,
      });
    }
  });

  it('lets one user notify the neighbours 3 times a day; later rentals are listed without a push', async () => {
    const listener = await subscribed('rentals', 'budget-listener');
    const poster = await makeUser(t);
    for (let i = 1; i <= 5; i++) {
      const res = await sendRental(t, 'POST', '/api/rentals/create', poster, rentalFields({ apartment_name: `Spam ${i} https://evil.example` }));
      expect(res.statusCode).toBe(201);
    }
    await drainPush(t.deps);
    const mine = push.received.filter((r) => r.path === listener.path);
    expect(mine).toHaveLength(3);
    for (const r of mine) expect(decryptPush(listener.sub, r.body)).not.toContain('evil');
  });

  it('counts the daily allowance in the database, so every instance shares it and deleting a rental gives no push back', async () => {
    const listener = await subscribed('rentals', 'shared-listener');
    const poster = await makeUser(t);
    // Two broadcasts recorded by another instance today, one from yesterday that no longer counts.
    await t.db.insert(schema.auditLog).values([
      { actorId: poster.id, action: 'rental.push' },
      { actorId: poster.id, action: 'rental.push' },
      { actorId: poster.id, action: 'rental.push', createdAt: new Date(Date.now() - 25 * 3_600_000) },
    ]);
    const first = await sendRental(t, 'POST', '/api/rentals/create', poster, rentalFields());
    const id = first.json().rental.id as number;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/rentals/delete/${id}`, headers: poster.auth })).statusCode).toBe(200);
    await Promise.all([1, 2].map(() => sendRental(t, 'POST', '/api/rentals/create', poster, rentalFields())));
    await drainPush(t.deps);
    expect(push.received.filter((r) => r.path === listener.path)).toHaveLength(1);
    const rows = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.actorId, poster.id));
    expect(rows.filter((r) => r.action === 'rental.push')).toHaveLength(4);
  });

  it('sends nothing for a rental created as Inactive', async () => {
    await subscribed('rentals', 'quiet-listener');
    const poster = await makeUser(t);
    const res = await sendRental(t, 'POST', '/api/rentals/create', poster, rentalFields({ status: 'Inactive' }));
    expect(res.statusCode).toBe(201);
    await drainPush(t.deps);
    expect(push.received).toHaveLength(0);
  });

  it('deletes subscriptions the push service reports gone (404 and 410) and keeps the others', async () => {
    const gone = await subscribed('rentals', 'gone');
    const missing = await subscribed('rentals', 'missing');
    const broken = await subscribed('rentals', 'broken');
    push.reply(gone.path, 410);
    push.reply(missing.path, 404);
    push.reply(broken.path, 500);
    notifyModule(systemContext(t.app.root), 'rentals', { title: 'Hello', body: 'World', url: '/rentals' });
    await drainPush(t.deps);
    expect(push.received.map((r) => r.path)).toEqual(expect.arrayContaining([gone.path, missing.path, broken.path]));
    expect(await stored(gone.sub.subscription.endpoint)).toHaveLength(0);
    expect(await stored(missing.sub.subscription.endpoint)).toHaveLength(0);
    expect(await stored(broken.sub.subscription.endpoint)).toHaveLength(1);
  });

  it('answers the rental request without waiting for a slow push service, and a failing one does not fail it', async () => {
    const slow = await subscribed('rentals', 'slow');
    push.reply(slow.path, 500, 1500);
    const poster = await makeUser(t);
    const started = Date.now();
    const res = await sendRental(t, 'POST', '/api/rentals/create', poster, rentalFields());
    expect(res.statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(1200);
    await drainPush(t.deps);
    expect(push.received.map((r) => r.path)).toContain(slow.path);
  });
});

describe('notifyUsers', () => {
  it('reaches every browser of the given users, whatever module they subscribed from, and nobody else', async () => {
    const target = await subscribed('home-help', 'target-phone');
    const targetLaptop = makeSubscriber(`${push.base}/push/target-laptop`);
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/subscribe',
      headers: target.user.auth,
      payload: { subscription: targetLaptop.subscription, moduleId: 'rentals' },
    });
    const bystander = await subscribed('home-help', 'bystander');
    notifyUsers(systemContext(t.app.root), [target.user.id, target.user.id], {
      title: 'Your cook is assigned',
      body: 'Meena will call you today.',
      url: '/home-help',
    });
    await drainPush(t.deps);
    expect(push.received.map((r) => r.path).sort()).toEqual(['/push/target-laptop', target.path].sort());
    expect(push.received.map((r) => r.path)).not.toContain(bystander.path);
    const laptopRequest = push.received.find((r) => r.path === '/push/target-laptop')!;
    expect(JSON.parse(decryptPush(targetLaptop, laptopRequest.body)).title).toBe('Your cook is assigned');
  });
});
