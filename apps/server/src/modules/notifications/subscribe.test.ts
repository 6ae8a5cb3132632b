import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { makeSubscriber } from '../../../test/push-service';

// The production-like configuration: loopback push services are NOT allowed here.
const t = useTestApp();

const FCM = 'https://fcm.googleapis.com/fcm/send/';
const subscribe = (user: TestUser | null, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/subscribe', headers: user ? user.auth : {}, payload: body as object });
const rows = (endpoint: string) => t.db.select().from(schema.pushSubscriptions).where(eq(schema.pushSubscriptions.endpoint, endpoint));

describe('POST /api/notifications/subscribe', () => {
  it("stores the subscription for the token's user, not the body's userId", async () => {
    const me = await makeUser(t);
    const other = await makeUser(t);
    const sub = makeSubscriber(`${FCM}device-1`);
    const res = await subscribe(me, { userId: other.id, subscription: sub.subscription, moduleId: 'rentals' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Notifications are on.');
    const [row] = await rows(sub.subscription.endpoint);
    expect(row).toMatchObject({ userId: me.id, moduleId: 'rentals', p256dh: sub.subscription.keys.p256dh, auth: sub.subscription.keys.auth });
  });

  it('keeps one row per endpoint: subscribing the same browser again moves it to the new user and module', async () => {
    const first = await makeUser(t);
    const second = await makeUser(t);
    const sub = makeSubscriber(`${FCM}shared-device`);
    await subscribe(first, { subscription: sub.subscription, moduleId: 'rentals' });
    const again = await subscribe(second, { subscription: sub.subscription, moduleId: 'ads' });
    expect(again.statusCode).toBe(201);
    const found = await rows(sub.subscription.endpoint);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ userId: second.id, moduleId: 'ads' });
  });

  it.each([
    ['an unknown push host', 'https://push.example.com/abc'],
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['loopback (not allowed outside the test configuration)', 'http://127.0.0.1:3422/push/a'],
    ['a private address', 'https://192.168.0.10/push'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data'],
  ])('refuses %s with 400 and stores nothing', async (_what, endpoint) => {
    const me = await makeUser(t);
    const res = await subscribe(me, { subscription: makeSubscriber(endpoint).subscription, moduleId: 'rentals' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This push service is not accepted.');
    expect(await rows(endpoint)).toHaveLength(0);
  });

  it('refuses keys of the wrong length, an unknown module, and anonymous callers', async () => {
    const me = await makeUser(t);
    const sub = makeSubscriber(`${FCM}bad-keys`);
    const badKeys = await subscribe(me, {
      subscription: { ...sub.subscription, keys: { p256dh: 'AAAA', auth: sub.subscription.keys.auth } },
      moduleId: 'rentals',
    });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.json().error).toBe('The subscription keys are not valid.');
    const badModule = await subscribe(me, { subscription: sub.subscription, moduleId: 'casino' });
    expect(badModule.statusCode).toBe(400);
    expect(badModule.json().error).toBe('Unknown module.');
    const anonymous = await subscribe(null, { subscription: sub.subscription, moduleId: 'rentals' });
    expect(anonymous.statusCode).toBe(401);
    expect(await rows(sub.subscription.endpoint)).toHaveLength(0);
  });
});

describe('DELETE /api/notifications/subscribe', () => {
  it("removes only the caller's own subscription", async () => {
    const owner = await makeUser(t);
    const stranger = await makeUser(t);
    const sub = makeSubscriber(`${FCM}to-remove`);
    await subscribe(owner, { subscription: sub.subscription, moduleId: 'rentals' });
    const payload = { endpoint: sub.subscription.endpoint };
    const refused = await t.app.inject({ method: 'DELETE', url: '/api/notifications/subscribe', headers: stranger.auth, payload });
    expect(refused.json()).toEqual({ removed: 0 });
    expect(await rows(sub.subscription.endpoint)).toHaveLength(1);
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/notifications/subscribe', headers: owner.auth, payload });
    expect(removed.json()).toEqual({ removed: 1 });
    expect(await rows(sub.subscription.endpoint)).toHaveLength(0);
  });
});
