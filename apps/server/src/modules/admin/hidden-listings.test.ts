import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { makeUser, type TestUser, useUsers } from '../../../test/factories';
import { makeCategoryPair, makeProvider } from '../../../test/directory-factories';
import { insertRide } from '../../../test/carpool-factories';
import { makeItem, makeKitchen, NOW, orderBody, setNow } from '../../../test/kitchens-factories';

/*
 * Issue 12: an admin hides and shows providers; a report hides a ride or a provider; disabling an account hides
 * its providers, rides and kitchen, and enabling it shows them again. Hidden rows leave every public read, and
 * only their owner and admins still open them.
 */
let sub: { id: number; parentId: number | null };
const t = useTestApp({ WRITE_RATE_LIMIT: '5000' });
const { admin, visitor } = useUsers(t, { admin: 'admin', visitor: 'user' });
beforeAll(async () => {
  ({ sub } = await makeCategoryPair(t, 'Home Services', 'Plumber'));
  setNow(t, NOW);
});

const get = (url: string, user: TestUser | null = null) => t.app.inject({ url, headers: user?.auth ?? {} });
const ids = (res: { json: () => { items: Array<{ id: number }> } }) => res.json().items.map((i) => i.id);

/** Where a provider shows to the public: category list, search, suggestions, details, the owner's public cards. */
async function providerSeen(id: number, name: string, ownerId: number, who: TestUser | null = null) {
  const [list, found, suggested, details, cards] = await Promise.all([
    get(`/api/service-providers/listing/${sub.id}`, who),
    get(`/api/service-providers/search/search_term?term=${encodeURIComponent(name)}`, who),
    get(`/api/service-providers/search/suggestions?term=${encodeURIComponent(name)}`, who),
    get(`/api/service-providers/details/${id}`, who),
    get(`/api/service-providers/mylisting/${ownerId}`, who),
  ]);
  return {
    list: ids(list).includes(id),
    search: ids(found).includes(id),
    suggestions: (suggested.json().service_providers as Array<{ name: string }>).some((s) => s.name === name),
    details: details.statusCode,
    cards: ids(cards).includes(id),
  };
}
const everywhere = { list: true, search: true, suggestions: true, details: 200, cards: true };
const nowhere = { list: false, search: false, suggestions: false, details: 404, cards: false };

describe('hiding providers', () => {
  it('an admin hides a provider from every public read and shows it again; the owner and admins still open it', async () => {
    const owner = await makeUser(t);
    const p = await makeProvider(t, { userId: owner.id, categoryId: sub.id, name: 'Quasar Plumbing', shopname: 'Quasar Plumbing' });
    expect(await providerSeen(p.id, 'Quasar Plumbing', owner.id)).toEqual(everywhere); // also fills the caches

    const refused = await t.app.inject({ method: 'PUT', url: `/api/service-providers/verify/${p.id}`, headers: visitor.auth, payload: { hidden: true } });
    expect(refused.statusCode).toBe(403);
    const hide = await t.app.inject({ method: 'PUT', url: `/api/service-providers/verify/${p.id}`, headers: admin.auth, payload: { hidden: true } });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().data.hidden).toBe(true);

    expect(await providerSeen(p.id, 'Quasar Plumbing', owner.id)).toEqual(nowhere);
    expect(await providerSeen(p.id, 'Quasar Plumbing', owner.id, visitor)).toEqual(nowhere);
    const own = await get(`/api/service-providers/details/${p.id}`, owner);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.hidden).toBe(true);
    expect(ids(await get(`/api/service-providers/mylisting/${owner.id}`, owner))).toContain(p.id);
    expect((await get(`/api/service-providers/details/${p.id}`, admin)).statusCode).toBe(200);

    const show = await t.app.inject({ method: 'PUT', url: `/api/service-providers/verify/${p.id}`, headers: admin.auth, payload: { hidden: false } });
    expect(show.json().data.hidden).toBeUndefined();
    expect(await providerSeen(p.id, 'Quasar Plumbing', owner.id)).toEqual(everywhere);
  });

  it('a reported provider and a reported ride are hidden from the queue', async () => {
    const owner = await makeUser(t);
    const p = await makeProvider(t, { userId: owner.id, categoryId: sub.id, name: 'Zephyr Taps', shopname: 'Zephyr Taps' });
    const ride = await insertRide(t, owner.id, { fromLocation: 'Koramangala Zeta' });
    for (const [item_type, item_id] of [
      ['provider', p.id],
      ['ride', ride.id],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: visitor.auth,
        payload: { item_type, item_id, reason: 'Not a real listing' },
      });
      expect(res.statusCode).toBe(201);
    }
    const queue = (await get('/api/admin/reports', admin)).json().items as Array<{ id: number; item_type: string; item_id: number }>;
    for (const r of queue.filter((q) => (q.item_type === 'provider' && q.item_id === p.id) || (q.item_type === 'ride' && q.item_id === ride.id))) {
      const acted = await t.app.inject({ method: 'PUT', url: `/api/admin/reports/${r.id}`, headers: admin.auth, payload: { action: 'hide' } });
      expect(acted.statusCode, r.item_type).toBe(200);
    }
    expect(await providerSeen(p.id, 'Zephyr Taps', owner.id)).toEqual(nowhere);
    expect(ids(await get('/api/carpooling/listing?from=Koramangala%20Zeta'))).not.toContain(ride.id);
    expect((await get(`/api/carpooling/details/${ride.id}`)).statusCode).toBe(410); // removed by the moderators
    const own = await get(`/api/carpooling/details/${ride.id}`, owner);
    expect(own.statusCode).toBe(200);
    expect(own.json().hidden).toBe(true);
    expect(ids(await get(`/api/carpooling/listing/${owner.id}`, owner))).toContain(ride.id);
    expect(ids(await get(`/api/carpooling/listing/${owner.id}`, visitor))).not.toContain(ride.id);
  });
});

describe('disabling an account', () => {
  it("hides the user's providers, rides and kitchen at once; enabling shows them again, but not what a report hid", async () => {
    const owner = await makeUser(t);
    const p = await makeProvider(t, { userId: owner.id, categoryId: sub.id, name: 'Nimbus Pipes', shopname: 'Nimbus Pipes' });
    const reported = await makeProvider(t, { userId: owner.id, categoryId: sub.id, name: 'Reported Pipes', shopname: 'Reported Pipes' });
    await t.app.inject({ method: 'PUT', url: `/api/service-providers/verify/${reported.id}`, headers: admin.auth, payload: { hidden: true } });
    const ride = await insertRide(t, owner.id, { fromLocation: 'Nimbus Gate' });
    const kitchen = await makeKitchen(t, owner, { name: 'Nimbus Kitchen' });
    const dish = await makeItem(t, owner, kitchen.id);
    expect(await providerSeen(p.id, 'Nimbus Pipes', owner.id)).toEqual(everywhere);

    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/users/${owner.id}`, headers: admin.auth, payload: { is_disabled: true } })).statusCode).toBe(
      200,
    );
    expect(await providerSeen(p.id, 'Nimbus Pipes', owner.id)).toEqual(nowhere);
    expect(ids(await get('/api/carpooling/listing?from=Nimbus%20Gate'))).not.toContain(ride.id);
    expect((await get(`/api/carpooling/details/${ride.id}`)).statusCode).toBe(404);
    expect(ids(await get('/api/kitchens?q=Nimbus'))).not.toContain(kitchen.id);
    expect((await get(`/api/kitchens/${kitchen.id}`)).statusCode).toBe(404);
    // A valid order, so that only the hidden kitchen can refuse it.
    const order = await t.app.inject({ method: 'POST', url: `/api/kitchens/${kitchen.id}/orders`, headers: visitor.auth, payload: orderBody(dish.id) });
    expect(order.statusCode).toBe(404);
    const adminView = await get(`/api/kitchens/${kitchen.id}`, admin);
    expect(adminView.json()).toMatchObject({ hidden: true, is_open: false });

    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/users/${owner.id}`, headers: admin.auth, payload: { is_disabled: false } })).statusCode).toBe(
      200,
    );
    expect(await providerSeen(p.id, 'Nimbus Pipes', owner.id)).toEqual(everywhere);
    expect((await get(`/api/carpooling/details/${ride.id}`)).statusCode).toBe(200);
    expect(ids(await get('/api/kitchens?q=Nimbus'))).toContain(kitchen.id);
    expect((await get(`/api/service-providers/details/${reported.id}`)).statusCode).toBe(404);
  });
});
