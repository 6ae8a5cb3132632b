import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRUST_LIMITS, TRUST_MESSAGES } from '@padosi/shared/trust';
import * as schema from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/app';
import { makeAdmin, makeApartment, makeUser, type TestUser } from '../../../test/factories';
import { firstCategoryId, insertAdRow } from '../../../test/ads-factories';
import { insertRentalRow } from '../../../test/rentals-factories';
import { insertRide } from '../../../test/carpool-factories';
import { makeCategory, makeProvider } from '../../../test/directory-factories';

// A web build whose server render writes out every answer it was given, so a phone number in any first-screen
// answer would show in the HTML (the browser tests drive the real render).
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-phones-'));
const dist = path.join(root, 'dist');
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
write(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-config--><title>x</title>' +
    '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>',
);
write(path.join(dist, 'assets/index-Ab12Cd34.js'), 'export {};');
write(path.join(dist, '.vite/manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-Ab12Cd34.js', isEntry: true } }));
write(
  path.join(root, 'dist-ssr/entry-server.js'),
  `export async function renderFirstScreen(path, entries) { return '<main>' + path + JSON.stringify(entries) + '</main>'; }`,
);

// The poster's numbers: on the profile, the ad, the rental and the ride. None may reach a signed-out visitor.
const PROFILE = '9811122233';
const AD = '9822233344';
const RENTAL = '9833344455';
const RIDE = '9844455566';
const BUSINESS = '9855566677';
const ALL = [PROFILE, AD, RENTAL, RIDE];

let t: TestApp;
let poster: TestUser;
let viewer: TestUser;
let admin: TestUser;
let adId: number;
let rentalId: number;
let rideId: number;
let categoryId: number;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: dist });
  const apartment = await makeApartment(t, 'Green Meadows');
  poster = await makeUser(t, { name: 'Meera Iyer', phoneNumber: PROFILE, apartmentId: apartment.id, blockFlatNumber: 'B-402' });
  viewer = await makeUser(t);
  admin = await makeAdmin(t);
  categoryId = await firstCategoryId(t);
  adId = (await insertAdRow(t, { userId: poster.id, categoryId, title: 'Study table', contactInfo: AD })).id;
  rentalId = (await insertRentalRow(t, { userId: poster.id, phoneNumber: RENTAL })).id;
  rideId = (await insertRide(t, poster.id, { phoneNumber: RIDE })).id;
  const main = await makeCategory(t, { name: 'Home Services' });
  const sub = await makeCategory(t, { name: 'Electrician', parentId: main.id });
  await makeProvider(t, { userId: poster.id, categoryId: sub.id, parentId: main.id, name: 'Iyer Electricals', phoneNumber: BUSINESS });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, user?: TestUser) => t.app.inject({ url, headers: user?.auth ?? {} });
const reveal = (url: string, user?: TestUser) => t.app.inject({ method: 'POST', url, headers: user?.auth ?? {} });
const leaked = (body: string) => ALL.filter((n) => body.includes(n));

describe("a resident's phone number and a signed-out visitor", () => {
  it('is in no list, details answer, server-rendered page or first-screen data of ads, rentals and rides', async () => {
    const urls = [
      '/api/ads/listing',
      `/api/ads/listing/${poster.id}`,
      `/api/ads/details/${adId}`,
      '/api/rentals/listing',
      `/api/rentals/listing/${poster.id}`,
      `/api/rentals/details/${rentalId}`,
      '/api/carpooling/listing',
      `/api/carpooling/listing/${poster.id}`,
      `/api/carpooling/details/${rideId}`,
      '/ads',
      `/ads/details/${adId}`,
      '/rentals',
      `/rentals/details/${rentalId}`,
      '/carpooling',
      `/carpooling/details/${rideId}`,
      '/',
      '/home',
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(leaked(res.body), url).toEqual([]);
    }
    // The crawl saw the listings themselves (a page without them would prove nothing).
    expect((await get('/api/ads/listing')).json().items.map((a: { ad_id: number }) => a.ad_id)).toContain(adId);
    expect((await get('/ads')).body).toContain('Study table');
    expect((await get('/rentals')).body).toContain(`"id":${rentalId}`);
    expect((await get(`/api/carpooling/details/${rideId}`)).json()).toMatchObject({ id: rideId, phone_number: null });
  });

  it('home-help requests stay behind sign-in; a directory business keeps its public number', async () => {
    expect((await get('/api/home-help/')).statusCode).toBe(401);
    const providers = await get(`/api/service-providers/search/search_term?term=${encodeURIComponent('Iyer Electricals')}`);
    expect(providers.statusCode).toBe(200);
    expect(providers.body).toContain(BUSINESS);
    expect(leaked(providers.body)).toEqual([]);
  });

  it('is refused by the reveal calls: sign in first', async () => {
    for (const url of [`/api/ads/${adId}/phone`, `/api/rentals/${rentalId}/phone`, `/api/carpooling/${rideId}/phone`]) {
      const res = await reveal(url);
      expect(res.statusCode, url).toBe(401);
      expect(leaked(res.body)).toEqual([]);
    }
  });
});

describe('revealing a phone number when signed in', () => {
  it('details answers carry no number for other residents; the owner and admins see it', async () => {
    expect((await get(`/api/ads/details/${adId}`, viewer)).json()).toMatchObject({ contact_info: null, phone_number: null });
    expect((await get(`/api/rentals/details/${rentalId}`, viewer)).json()).toMatchObject({ phone_number: null });
    expect((await get('/api/ads/listing', viewer)).body).not.toContain(AD);
    expect((await get(`/api/ads/details/${adId}`, poster)).json()).toMatchObject({ contact_info: AD, phone_number: AD });
    expect((await get(`/api/carpooling/details/${rideId}`, admin)).json()).toMatchObject({ phone_number: RIDE });
  });

  it("answers the listing's own number (never the profile's) and counts each viewer's reveals", async () => {
    expect((await reveal(`/api/ads/${adId}/phone`, viewer)).json()).toEqual({ phone_number: AD });
    expect((await reveal(`/api/rentals/${rentalId}/phone`, viewer)).json()).toEqual({ phone_number: RENTAL });
    expect((await reveal(`/api/carpooling/${rideId}/phone`, viewer)).json()).toEqual({ phone_number: RIDE });
    // The same ad again: counted, but the same one row.
    expect((await reveal(`/api/ads/${adId}/phone`, viewer)).statusCode).toBe(200);
    const rows = await t.db.select().from(schema.phoneReveals).where(eq(schema.phoneReveals.viewerId, viewer.id));
    expect(rows.map((r) => [r.kind, r.itemId, r.times]).sort()).toEqual([
      ['ad', adId, 2],
      ['rental', rentalId, 1],
      ['ride', rideId, 1],
    ]);
    // Owners and admins are not counted.
    expect((await reveal(`/api/ads/${adId}/phone`, poster)).json()).toEqual({ phone_number: AD });
    const own = await t.db
      .select()
      .from(schema.phoneReveals)
      .where(and(eq(schema.phoneReveals.viewerId, poster.id), eq(schema.phoneReveals.itemId, adId)));
    expect(own).toEqual([]);
  });

  it('is 404 for an ad that is not listed, as its details are', async () => {
    const inactive = await insertAdRow(t, { userId: poster.id, categoryId, status: 'Inactive', contactInfo: AD });
    const res = await reveal(`/api/ads/${inactive.id}/phone`, viewer);
    expect(res.statusCode).toBe(404);
    expect(leaked(res.body)).toEqual([]);
    expect((await reveal('/api/ads/99999999/phone', viewer)).statusCode).toBe(404);
  });

  it(`allows ${TRUST_LIMITS.revealsPerHour} different listings an hour per viewer, then 429 with a clear message`, async () => {
    const collector = await makeUser(t);
    const others = await makeUser(t);
    const ids: number[] = [];
    for (let i = 0; i <= TRUST_LIMITS.revealsPerHour; i++)
      ids.push((await insertAdRow(t, { userId: others.id, categoryId, contactInfo: `97000000${String(i).padStart(2, '0')}` })).id);
    // Two quick clicks at once on the last free one cannot both take it.
    for (const id of ids.slice(0, TRUST_LIMITS.revealsPerHour - 1)) expect((await reveal(`/api/ads/${id}/phone`, collector)).statusCode).toBe(200);
    const [a, b] = await Promise.all([reveal(`/api/ads/${ids.at(-2)}/phone`, collector), reveal(`/api/ads/${ids.at(-1)}/phone`, collector)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 429]);
    const refused = await reveal(`/api/rentals/${rentalId}/phone`, collector);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(TRUST_MESSAGES.tooManyReveals);
    expect(refused.body).not.toContain(RENTAL);
    // A number already seen this hour is still shown; another viewer has a budget of their own.
    expect((await reveal(`/api/ads/${ids[0]}/phone`, collector)).statusCode).toBe(200);
    expect((await reveal(`/api/rentals/${rentalId}/phone`, viewer)).statusCode).toBe(200);
    // An hour on, the collector may reveal again.
    const hourAgo = new Date(Date.now() - 61 * 60 * 1000);
    await t.db.update(schema.phoneReveals).set({ lastAt: hourAgo }).where(eq(schema.phoneReveals.viewerId, collector.id));
    expect((await reveal(`/api/rentals/${rentalId}/phone`, collector)).json()).toEqual({ phone_number: RENTAL });
  });

  it('the refusal reads in Hindi for a Hindi request', async () => {
    const hindi = await makeUser(t, { language: 'hi' });
    await t.db
      .insert(schema.phoneReveals)
      .values(Array.from({ length: TRUST_LIMITS.revealsPerHour }, (_, i) => ({ viewerId: hindi.id, kind: 'ride' as const, itemId: 1_000_000 + i })));
    const res = await t.app.inject({ method: 'POST', url: `/api/ads/${adId}/phone`, headers: { ...hindi.auth, cookie: 'lang=hi' } });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).not.toBe(TRUST_MESSAGES.tooManyReveals);
    expect(res.json().error).toMatch(/[\u0900-\u097F]/);
  });
});

describe('with "verified to post"', () => {
  it('only verified residents (and admins) may reveal a number; the others get 403 with what to do', async () => {
    const setMode = (registrationMode: string) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.auth, payload: { registrationMode } });
    expect((await setMode('verified_to_post')).statusCode).toBe(200);
    try {
      const unverified = await makeUser(t);
      const refused = await reveal(`/api/ads/${adId}/phone`, unverified);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(TRUST_MESSAGES.verifiedForPhone);
      expect(refused.body).not.toContain(AD);

      const verified = await makeUser(t);
      const apartment = await makeApartment(t);
      const [block] = await t.db.insert(schema.blocks).values({ apartmentId: apartment.id, name: 'A' }).returning();
      const [flat] = await t.db.insert(schema.flats).values({ blockId: block!.id, name: '101' }).returning();
      await t.db.insert(schema.residencies).values({ userId: verified.id, flatId: flat!.id, role: 'owner', status: 'approved', via: 'request' });
      expect((await reveal(`/api/ads/${adId}/phone`, verified)).json()).toEqual({ phone_number: AD });
      expect((await reveal(`/api/rentals/${rentalId}/phone`, admin)).json()).toEqual({ phone_number: RENTAL });
    } finally {
      expect((await setMode('open')).statusCode).toBe(200);
    }
  });
});

describe('trust signals', () => {
  it('each ad, rental and ride names its poster, their apartment and since when they are a member; never their flat, e-mail or phone', async () => {
    const expected = { name: 'Meera Iyer', apartment_name: 'Green Meadows', member_since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) };
    const ad = (await get(`/api/ads/details/${adId}`)).json();
    expect(ad.poster).toEqual(expected);
    const listed = (await get(`/api/ads/listing/${poster.id}`)).json().items.find((a: { ad_id: number }) => a.ad_id === adId);
    expect(listed.poster).toEqual(expected);
    expect((await get('/api/rentals/listing')).json().items.find((r: { id: number }) => r.id === rentalId).poster).toEqual(expected);
    expect((await get(`/api/carpooling/details/${rideId}`)).json().poster).toEqual(expected);
    expect((await get('/api/carpooling/listing')).json().items.find((r: { id: number }) => r.id === rideId).poster).toEqual(expected);
    expect(JSON.stringify(ad.poster)).not.toMatch(/B-402|@test\.padosi\.in|\d{10}/);
  });
});
