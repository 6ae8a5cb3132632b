import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/app';
import { makeAdmin, makeUser, type TestUser } from '../../../test/factories';
import { adFields, adRow, firstCategoryId, pngFile, sendAd } from '../../../test/ads-factories';
import { makeCategoryPair, makeProvider } from '../../../test/directory-factories';

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let reporter: TestUser;
let categoryId: number;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT: '2000' });
  admin = await makeAdmin(t);
  owner = await makeUser(t);
  reporter = await makeUser(t);
  categoryId = await firstCategoryId(t);
});
afterAll(() => t.close());

async function postAd() {
  const res = await sendAd(t, 'POST', '/api/ads/create', owner, adFields(categoryId), [await pngFile()]);
  expect(res.statusCode).toBe(201);
  return res.json().ad.ad_id as number;
}
const report = (user: TestUser | null, payload: object) => t.app.inject({ method: 'POST', url: '/api/reports', headers: user?.auth ?? {}, payload });
const act = (user: TestUser | null, id: number, action: string) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/reports/${id}`, headers: user?.auth ?? {}, payload: { action } });
const reportRows = () => t.db.select().from(schema.reports);

describe('POST /api/reports', () => {
  it('anyone signed in reports an item with a reason; visitors get 401; twice is a 409; nothing extra is stored', async () => {
    const adId = await postAd();
    expect((await report(null, { item_type: 'ad', item_id: adId, reason: 'Looks like a scam' })).statusCode).toBe(401);
    const short = await report(reporter, { item_type: 'ad', item_id: adId, reason: 'bad' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Please tell us what is wrong (at least 5 characters).');
    expect((await report(reporter, { item_type: 'ad', item_id: 999999, reason: 'Looks like a scam' })).statusCode).toBe(404);
    expect((await report(reporter, { item_type: 'house', item_id: adId, reason: 'Looks like a scam' })).statusCode).toBe(400);
    expect(await reportRows()).toHaveLength(0);

    const res = await report(reporter, { item_type: 'ad', item_id: adId, reason: 'Looks like a scam', user_id: admin.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Thank you. The admin team will look at it.');
    const again = await report(reporter, { item_type: 'ad', item_id: adId, reason: 'Still a scam' });
    expect(again.statusCode).toBe(409);
    const rows = await reportRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ itemType: 'ad', itemId: adId, reporterId: reporter.id, status: 'open', reason: 'Looks like a scam' });
  });

  it('rides, providers and reviews can be reported too', async () => {
    const { sub } = await makeCategoryPair(t);
    const provider = await makeProvider(t, { userId: owner.id, categoryId: sub.id });
    const [review] = await t.db
      .insert(schema.reviews)
      .values({ serviceProviderId: provider.id, userId: owner.id, rating: 1, comment: 'Spam spam' })
      .returning();
    expect((await report(reporter, { item_type: 'provider', item_id: provider.id, reason: 'Fake business' })).statusCode).toBe(201);
    expect((await report(reporter, { item_type: 'review', item_id: review!.id, reason: 'Abusive words' })).statusCode).toBe(201);
  });
});

describe('the admin queue', () => {
  it('residents cannot read or act on it; the rows stay open', async () => {
    expect((await t.app.inject({ url: '/api/admin/reports', headers: reporter.auth })).statusCode).toBe(403);
    const [first] = await reportRows();
    expect((await act(reporter, first!.id, 'hide')).statusCode).toBe(403);
    expect((await act(null, first!.id, 'hide')).statusCode).toBe(401);
    expect((await reportRows()).every((r) => r.status === 'open')).toBe(true);
  });

  it('hiding an ad makes it Inactive, closes its reports, leaves the public list, and the owner cannot switch it back on', async () => {
    const adId = await postAd();
    await report(reporter, { item_type: 'ad', item_id: adId, reason: 'Selling stolen goods' });
    const other = await makeUser(t);
    await report(other, { item_type: 'ad', item_id: adId, reason: 'Stolen, I am sure' });
    const queue = (await t.app.inject({ url: '/api/admin/reports', headers: admin.auth })).json();
    const mine = queue.items.filter((i: { item_id: number; item_type: string }) => i.item_type === 'ad' && i.item_id === adId);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ item_link: `/ads/details/${adId}`, status: 'open' });
    expect((await t.app.inject({ url: '/api/admin/dashboard', headers: admin.auth })).json().reportedListings).toBeGreaterThanOrEqual(2);

    const listed = async () => new RegExp(`"ad_id":${adId}[,}]`).test((await t.app.inject('/api/ads/listing')).body);
    expect(await listed()).toBe(true);
    const res = await act(admin, mine[0].id, 'hide');
    expect(res.statusCode).toBe(200);
    expect((await adRow(t, adId))!.status).toBe('Inactive');
    const rows = (await reportRows()).filter((r) => r.itemType === 'ad' && r.itemId === adId);
    expect(rows.every((r) => r.status === 'hidden' && r.resolvedBy === admin.id)).toBe(true);
    expect(await listed()).toBe(false);
    // The public reads "removed by the moderators" (as after a hide from the Listings screen), never the reporter's words.
    const gone = await t.app.inject(`/api/ads/details/${adId}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toBe('This listing was removed by the moderators.');
    // The owner still sees it, marked Inactive with the moderators' fixed reason, and cannot make it Available again.
    expect((await t.app.inject({ url: `/api/ads/details/${adId}`, headers: owner.auth })).json()).toMatchObject({
      ads_status: 'Inactive',
      removed_reason: "Hidden after a neighbour's report, which an admin upheld.",
    });
    const back = await sendAd(t, 'PUT', `/api/ads/update/${adId}`, owner, { ...adFields(categoryId), ads_status: 'Available' });
    expect(back.statusCode).toBe(403);
    expect(back.json().error).toBe('The admin team has hidden this listing. Contact them to have it shown again.');
    expect((await adRow(t, adId))!.status).toBe('Inactive');
    expect((await act(admin, mine[1].id, 'hide')).statusCode).toBe(409);
    const [entry] = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'report.hide'));
    expect(entry).toMatchObject({ actorId: admin.id, subject: `ad:${adId}` });
  });

  it('dismiss closes one report and leaves the item; hiding a reported provider takes it out of the directory', async () => {
    const adId = await postAd();
    await report(reporter, { item_type: 'ad', item_id: adId, reason: 'Not sure about this' });
    const [row] = (await reportRows()).filter((r) => r.itemType === 'ad' && r.itemId === adId);
    expect((await act(admin, row!.id, 'dismiss')).statusCode).toBe(200);
    expect((await adRow(t, adId))!.status).toBe('Available');
    const [provider] = (await reportRows()).filter((r) => r.itemType === 'provider');
    expect((await act(admin, provider!.id, 'hide')).statusCode).toBe(200);
    const [hidden] = await t.db.select().from(schema.serviceProviders).where(eq(schema.serviceProviders.id, provider!.itemId));
    expect(hidden!.hiddenReason).toBe('report');
    expect((await t.app.inject({ url: `/api/service-providers/details/${provider!.itemId}` })).statusCode).toBe(404);
  });

  it('hiding a review removes it from the provider', async () => {
    const [row] = (await reportRows()).filter((r) => r.itemType === 'review');
    expect((await act(admin, row!.id, 'hide')).statusCode).toBe(200);
    const [review] = await t.db.select().from(schema.reviews).where(eq(schema.reviews.id, row!.itemId));
    expect(review!.deletedAt).not.toBeNull();
  });
});
