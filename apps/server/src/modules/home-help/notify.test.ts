import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainPush } from '../notifications/notifications.service';
import { buildTestApp, type TestApp } from '../../../test/app';
import { makeAdmin, makeUser } from '../../../test/factories';
import { decryptPush, makeSubscriber, startPushService, subscribeBrowser, verifyVapid } from '../../../test/push-service';
import { insertRequest } from '../../../test/home-help-factories';
import { setNow, NOW } from '../../../test/kitchens-factories';

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService(0);
  t = await buildTestApp({ PUSH_ALLOW_LOOPBACK: 'true' });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

describe('a status change notifies the requester', () => {
  it("sends the requester's browsers an encrypted push naming the new status and linking to the request", async () => {
    const requester = await makeUser(t);
    const bystander = await makeUser(t);
    const admin = await makeAdmin(t);
    const mine = makeSubscriber(`${push.base}/push/requester`);
    const theirs = makeSubscriber(`${push.base}/push/bystander`);
    for (const [user, sub] of [
      [requester, mine],
      [bystander, theirs],
    ] as const)
      await subscribeBrowser(t, user, sub, 'home-help');
    // Quiet hours (22:00–07:00 in the community, on by default) hold pushes back: a daytime hour, so it runs at any hour.
    setNow(t, NOW);
    const request = await insertRequest(t, requester.id, { serviceType: 'Maid' });

    const res = await t.app.inject({ method: 'PUT', url: `/api/home-help/${request.id}`, headers: admin.auth, payload: { status: 'In Progress' } });
    expect(res.statusCode).toBe(200);
    await drainPush(t.deps);

    expect(push.received.map((r) => r.path)).toEqual(['/push/requester']);
    const [delivered] = push.received;
    const vapid = verifyVapid(delivered!.headers.authorization, t.deps.secrets.vapidPublicKey);
    expect(vapid.valid).toBe(true);
    expect(vapid.claims.sub).toBe(t.deps.config.vapid.subject);
    const payload = JSON.parse(decryptPush(mine, delivered!.body));
    expect(payload).toMatchObject({ title: 'Home help: In Progress', url: `/home-help/details/${request.id}` });
    expect(payload.body).toContain('is now In Progress');

    push.received.length = 0;
    const same = await t.app.inject({ method: 'PUT', url: `/api/home-help/${request.id}`, headers: admin.auth, payload: { description: 'Also the balcony' } });
    expect(same.statusCode).toBe(200);
    await drainPush(t.deps);
    expect(push.received).toHaveLength(0);
  });
});
