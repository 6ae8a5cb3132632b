import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from '@padosi/shared/saved-searches';
import * as schema from '../../db/schema/index';
import { systemContext } from '../../platform/services/context';
import { buildTestApp, type TestApp } from '../../../test/app';
import { adFields, firstCategoryId, pngFile, sendAd } from '../../../test/ads-factories';
import { makeCategoryPair, makeProvider } from '../../../test/directory-factories';
import { makeUser, type TestUser } from '../../../test/factories';
import { NOW, makeKitchen, setNow } from '../../../test/kitchens-factories';
import { matchListing } from './saved-searches.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT: '5000' });
});
afterAll(() => t.close());
// 09:30 in Kolkata: outside the default quiet hours, so push is sent at once.
beforeEach(() => setNow(t, NOW));

const save = (user: TestUser, payload: object) => t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: user.auth, payload });
const inboxOf = async (user: TestUser) => (await t.app.inject({ url: '/api/notifications', headers: user.auth })).json();
const pushesTo = (user: TestUser) =>
  t.db
    .select({ status: schema.notificationDeliveries.status })
    .from(schema.notificationDeliveries)
    .innerJoin(schema.notifications, eq(schema.notifications.id, schema.notificationDeliveries.notificationId))
    .where(eq(schema.notifications.userId, user.id));
async function postAd(user: TestUser, status = 'Available') {
  const res = await sendAd(t, 'POST', '/api/ads/create', user, adFields(await firstCategoryId(t), { ads_status: status }), [await pngFile()]);
  expect(res.statusCode).toBe(201);
  await t.deps.jobs.drain();
  return (res.json() as { ad: { ad_id: number } }).ad;
}

describe('saved-search alerts', () => {
  it('a saved search is notified of a new match once: inbox every time, push at most once an hour', async () => {
    const resident = await makeUser(t);
    const poster = await makeUser(t);
    const saved = await save(resident, { kind: 'ads', filters: {} });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ message: SAVED_SEARCH_MESSAGES.saved, search: { kind: 'ads', filters: {} } });

    const first = await postAd(poster);
    let inbox = await inboxOf(resident);
    expect(inbox.items).toEqual([
      expect.objectContaining({
        type: 'saved_search',
        title: 'New ad for your saved search',
        body: 'A new ad matches a search you saved. Open it to see more.',
        url: `/ads/details/${first.ad_id}`,
      }),
    ]);
    expect(await pushesTo(resident)).toEqual([{ status: 'sent' }]);
    // The same listing heard again (a retried job, a second instance) stores nothing more.
    await matchListing(systemContext(t.app.root), { kind: 'ads', id: first.ad_id, ownerId: poster.id });
    expect((await inboxOf(resident)).total).toBe(1);

    // An Inactive ad is on no public list: no match.
    await postAd(poster, 'Inactive');
    expect((await inboxOf(resident)).total).toBe(1);

    // A second match within the hour is in the inbox (and so the digest), but no second push.
    setNow(t, new Date(NOW.getTime() + 20 * 60_000));
    const second = await postAd(poster);
    inbox = await inboxOf(resident);
    expect(inbox.items.map((i: { url: string }) => i.url)).toEqual([`/ads/details/${second.ad_id}`, `/ads/details/${first.ad_id}`]);
    await t.deps.jobs.drain();
    expect(await pushesTo(resident)).toHaveLength(1);

    // An hour after the last push, the next match is pushed again.
    setNow(t, new Date(NOW.getTime() + (SAVED_SEARCH_LIMITS.alertMinutes + 1) * 60_000));
    await postAd(poster);
    expect((await inboxOf(resident)).total).toBe(3);
    expect(await pushesTo(resident)).toHaveLength(2);
    // The poster is never told of their own listing.
    await save(poster, { kind: 'ads' });
    await postAd(poster);
    expect((await inboxOf(poster)).total).toBe(0);
  });

  it('matches with the list’s own filters: kitchens by diet, providers by the search words', async () => {
    const resident = await makeUser(t);
    expect((await save(resident, { kind: 'kitchens', filters: { veg: 'true', q: '' } })).statusCode).toBe(201);
    expect((await save(resident, { kind: 'providers', filters: { term: 'plumber', verified: '' } })).statusCode).toBe(201);

    await makeKitchen(t, await makeUser(t), { name: 'Meat Corner', diet: 'nonveg' } as never);
    await t.deps.jobs.drain();
    expect((await inboxOf(resident)).total).toBe(0);
    const veg = await makeKitchen(t, await makeUser(t), { name: 'Green Plate', diet: 'veg' });
    await t.deps.jobs.drain();
    expect((await inboxOf(resident)).items).toEqual([
      expect.objectContaining({
        title: 'New home kitchen for your saved search',
        body: 'Green Plate matches a search you saved. Open it to see more.',
        url: `/cloud-kitchen/kitchen/${veg.id}`,
      }),
    ]);

    const { sub } = await makeCategoryPair(t, 'Home Repairs', 'Plumbing');
    const owner = await makeUser(t);
    const tutor = await makeProvider(t, { userId: owner.id, categoryId: (await makeCategoryPair(t, 'Classes', 'Maths')).sub.id, name: 'Ravi Tuition' });
    const plumber = await makeProvider(t, { userId: owner.id, categoryId: sub.id, name: 'Ajay Plumber Works' });
    const ctx = systemContext(t.app.root);
    await matchListing(ctx, { kind: 'providers', id: tutor.id, ownerId: owner.id, name: tutor.name });
    await matchListing(ctx, { kind: 'providers', id: plumber.id, ownerId: owner.id, name: plumber.name });
    expect((await inboxOf(resident)).items.map((i: { url: string }) => i.url)).toEqual([`/details/${plumber.id}`, `/cloud-kitchen/kitchen/${veg.id}`]);
  });
});

describe('/api/saved-searches', () => {
  it('lists and deletes only my own searches; another resident can neither read nor delete them', async () => {
    const me = await makeUser(t);
    const other = await makeUser(t);
    const { search } = (await save(me, { kind: 'kitchens', filters: { cuisine: 'Gujarati', veg: 'true' } })).json();
    expect(search.filters).toEqual({ cuisine: 'Gujarati', veg: 'true' });
    const list = await t.app.inject({ url: '/api/saved-searches', headers: me.auth });
    expect(list.json()).toMatchObject({ total: 1, limit: SAVED_SEARCH_LIMITS.perUser, items: [{ id: search.id, kind: 'kitchens' }] });
    expect((await t.app.inject({ url: '/api/saved-searches', headers: other.auth })).json().total).toBe(0);
    expect((await t.app.inject({ url: `/api/saved-searches/${search.id}`, headers: other.auth })).statusCode).toBe(404);
    const stolen = await t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${search.id}`, headers: other.auth });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error).toBe(SAVED_SEARCH_MESSAGES.notFound);
    expect(await t.db.select().from(schema.savedSearches).where(eq(schema.savedSearches.id, search.id))).toHaveLength(1);
    const mine = await t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${search.id}`, headers: me.auth });
    expect(mine.json()).toEqual({ message: SAVED_SEARCH_MESSAGES.deleted });
    expect((await t.app.inject({ url: '/api/saved-searches', headers: me.auth })).json().total).toBe(0);
    expect((await t.app.inject({ url: '/api/saved-searches' })).statusCode).toBe(401);
  });

  it('refuses filters the list does not have, a blank provider search, the same search twice and more than the limit', async () => {
    const me = await makeUser(t);
    const bad = async (payload: object, message: string) => {
      const res = await save(me, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details?.filters ?? res.json().error).toBe(message);
    };
    await bad({ kind: 'kitchens', filters: { cuisine: 'Martian' } }, SAVED_SEARCH_MESSAGES.filtersInvalid);
    await bad({ kind: 'ads', filters: { user_id: '7' } }, SAVED_SEARCH_MESSAGES.filtersInvalid);
    await bad({ kind: 'providers', filters: { term: '  ' } }, SAVED_SEARCH_MESSAGES.termRequired);
    expect((await save(me, { kind: 'ads' })).statusCode).toBe(201);
    const again = await save(me, { kind: 'ads', filters: {} });
    expect([again.statusCode, again.json().error]).toEqual([409, SAVED_SEARCH_MESSAGES.duplicate]);
    for (let i = 1; i < SAVED_SEARCH_LIMITS.perUser; i++) expect((await save(me, { kind: 'providers', filters: { term: `word${i}` } })).statusCode).toBe(201);
    const over = await save(me, { kind: 'providers', filters: { term: 'one more' } });
    expect([over.statusCode, over.json().error]).toEqual([409, SAVED_SEARCH_MESSAGES.tooMany]);
    expect(await t.db.select().from(schema.savedSearches).where(eq(schema.savedSearches.userId, me.id))).toHaveLength(SAVED_SEARCH_LIMITS.perUser);
  });
});
