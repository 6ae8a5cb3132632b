import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { adFields, firstCategoryId, pngFile, sendAd } from '../../../test/ads-factories';

let categoryId: number;
const t = useTestApp({ WRITE_RATE_LIMIT: '2000' });
beforeAll(async () => {
  categoryId = await firstCategoryId(t);
});

async function postAd(owner: TestUser, title: string) {
  const res = await sendAd(t, 'POST', '/api/ads/create', owner, adFields(categoryId, { title }), [await pngFile()]);
  expect(res.statusCode).toBe(201);
  return res.json().ad.ad_id as number;
}
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, user: TestUser | null) =>
  t.app.inject({ method, url, headers: user ? { authorization: `Bearer ${user.token}` } : {} });
const savedRows = async (userId: number) => (await t.db.select().from(schema.savedAds).where(eq(schema.savedAds.userId, userId))).map((r) => r.adId);

describe('saved ads', () => {
  it('are kept per user, newest first, idempotent both ways, and survive as long as the ad is visible', async () => {
    const seller = await makeUser(t);
    const buyer = await makeUser(t);
    const other = await makeUser(t);
    const first = await postAd(seller, 'Study table');
    const second = await postAd(seller, 'Bookshelf');

    expect((await call('GET', `/api/ads/saved/${first}`, buyer)).json()).toEqual({ ad_id: first, saved: false });
    expect((await call('PUT', `/api/ads/saved/${first}`, buyer)).json()).toEqual({ ad_id: first, saved: true });
    expect((await call('PUT', `/api/ads/saved/${first}`, buyer)).statusCode).toBe(200);
    await call('PUT', `/api/ads/saved/${second}`, buyer);
    // Both saves may fall in one millisecond: the first is dated a minute earlier, so "newest first" is decided by time.
    await t.db
      .update(schema.savedAds)
      .set({ createdAt: sql`${schema.savedAds.createdAt} - interval '1 minute'` })
      .where(and(eq(schema.savedAds.userId, buyer.id), eq(schema.savedAds.adId, first)));
    expect((await call('GET', `/api/ads/saved/${first}`, buyer)).json()).toEqual({ ad_id: first, saved: true });
    expect((await call('GET', `/api/ads/saved/${first}`, other)).json()).toEqual({ ad_id: first, saved: false });

    const list = (await call('GET', '/api/ads/saved', buyer)).json();
    expect(list.total).toBe(2);
    expect(list.items.map((a: { title: string }) => a.title)).toEqual(['Bookshelf', 'Study table']);
    expect((await call('GET', '/api/ads/saved', other)).json().total).toBe(0);

    expect((await call('DELETE', `/api/ads/saved/${second}`, buyer)).json()).toEqual({ ad_id: second, saved: false });
    expect((await call('DELETE', `/api/ads/saved/${second}`, buyer)).statusCode).toBe(200);
    expect(await savedRows(buyer.id)).toEqual([first]);

    // Hidden by an admin (Inactive): it leaves the buyer's list; deleted: the row goes with it.
    await t.db.update(schema.ads).set({ status: 'Inactive' }).where(eq(schema.ads.id, first));
    expect((await call('GET', '/api/ads/saved', buyer)).json().total).toBe(0);
    expect((await call('DELETE', `/api/ads/${first}`, seller)).statusCode).toBe(200);
    expect(await savedRows(buyer.id)).toEqual([]);
  });

  it('refuses visitors, unknown ads and other people’s Inactive ads, writing nothing', async () => {
    const seller = await makeUser(t);
    const buyer = await makeUser(t);
    const ad = await postAd(seller, 'Old sofa');
    for (const [method, url] of [
      ['GET', '/api/ads/saved'],
      ['GET', `/api/ads/saved/${ad}`],
      ['PUT', `/api/ads/saved/${ad}`],
      ['DELETE', `/api/ads/saved/${ad}`],
    ] as const) {
      expect((await call(method, url, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('PUT', '/api/ads/saved/999999', buyer)).statusCode).toBe(404);
    expect((await call('PUT', '/api/ads/saved/0', buyer)).statusCode).toBe(400);
    await t.db.update(schema.ads).set({ status: 'Inactive' }).where(eq(schema.ads.id, ad));
    expect((await call('PUT', `/api/ads/saved/${ad}`, buyer)).statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(schema.savedAds)
      .where(and(eq(schema.savedAds.userId, buyer.id)));
    expect(rows).toEqual([]);
  });
});
