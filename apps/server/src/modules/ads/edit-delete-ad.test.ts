import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeAdmin, makeUser, type TestUser } from '../../../test/factories';
import { adFields, adRow, firstCategoryId, jpegFile, onDisk, pngFile, sendAd, storedFiles } from '../../../test/ads-factories';

let categoryId: number;
const t = useTestApp({ WRITE_RATE_LIMIT: '2000' });
beforeAll(async () => {
  categoryId = await firstCategoryId(t);
});

async function postAd(owner: TestUser, images = 2) {
  const files = await Promise.all(Array.from({ length: images }, (_, i) => pngFile(`p${i}.png`)));
  const res = await sendAd(t, 'POST', '/api/ads/create', owner, adFields(categoryId), files);
  expect(res.statusCode).toBe(201);
  return res.json().ad as { ad_id: number; images: string[]; thumbnails: string[] };
}
const update = (user: TestUser | null, id: number, fields: Record<string, string | number | undefined>, files: Parameters<typeof sendAd>[5] = []) =>
  sendAd(t, 'PUT', `/api/ads/update/${id}`, user, { ...adFields(categoryId), ...fields }, files);

describe('PUT /api/ads/update/{id}', () => {
  it('keeps the images not deleted, removes deletedImages from disk, appends new ones and saves the fields', async () => {
    const owner = await makeUser(t);
    const ad = await postAd(owner, 3);
    const res = await update(owner, ad.ad_id, { title: 'Study table only', price: '4000', ads_status: 'Sold', deletedImages: JSON.stringify([ad.images[1]]) }, [
      await jpegFile('new.jpg'),
    ]);
    expect(res.statusCode).toBe(200);
    const { message, ad: saved } = res.json();
    expect(message).toBe('Updated successfully!');
    expect(saved).toMatchObject({ title: 'Study table only', price: '4000.00', ads_status: 'Sold' });
    expect(saved.images.slice(0, 2)).toEqual([ad.images[0], ad.images[2]]);
    expect(saved.images[2]).toMatch(/\.jpg$/);
    expect(onDisk(t, ad.images[1]!)).toBe(false);
    expect(onDisk(t, ad.thumbnails[1]!)).toBe(false);
    for (const p of saved.images) expect(onDisk(t, p)).toBe(true);
    expect((await adRow(t, ad.ad_id))!.images).toEqual(saved.images);
  });

  it('accepts bare file names in deletedImages and ignores paths that are not this ad’s', async () => {
    const owner = await makeUser(t);
    const other = await postAd(owner, 1);
    const ad = await postAd(owner, 2);
    const name = ad.images[0]!.split('/').pop();
    const res = await update(owner, ad.ad_id, { deletedImages: JSON.stringify([name, other.images[0], '/etc/passwd']) });
    expect(res.statusCode).toBe(200);
    expect(res.json().ad.images).toEqual([ad.images[1]]);
    expect(onDisk(t, other.images[0]!)).toBe(true);
  });

  it('refuses more than 5 images in all, and deleting every image, changing nothing', async () => {
    const owner = await makeUser(t);
    const ad = await postAd(owner, 4);
    const before = storedFiles(t, 'ads');
    const tooMany = await update(owner, ad.ad_id, { title: 'Changed' }, [await pngFile('a.png'), await pngFile('b.png')]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe('You can only upload up to 5 images.');
    const none = await update(owner, ad.ad_id, { title: 'Changed', deletedImages: JSON.stringify(ad.images) });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Please add at least one image.');
    const row = await adRow(t, ad.ad_id);
    expect(row!.title).toBe('Study table with chair');
    expect(row!.images).toEqual(ad.images);
    expect(storedFiles(t, 'ads')).toEqual(before);
    // Replacing one of four with two new ones makes five: allowed.
    const five = await update(owner, ad.ad_id, { deletedImages: JSON.stringify([ad.images[0]]) }, [await pngFile('a.png'), await pngFile('b.png')]);
    expect(five.statusCode).toBe(200);
    expect(five.json().ad.images).toHaveLength(5);
  });

  it('refuses a deletedImages value that is not a JSON list', async () => {
    const owner = await makeUser(t);
    const ad = await postAd(owner, 1);
    const res = await update(owner, ad.ad_id, { deletedImages: '{"a":1}' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('deletedImages must be a JSON list of image paths.');
  });

  it('refuses another user with 403: the row, its images and the upload folder stay as they were', async () => {
    const owner = await makeUser(t);
    const stranger = await makeUser(t);
    const ad = await postAd(owner, 2);
    const before = storedFiles(t, 'ads');
    const res = await update(stranger, ad.ad_id, { title: 'Hijacked', deletedImages: JSON.stringify(ad.images) }, [await pngFile()]);
    expect(res.statusCode).toBe(403);
    const row = await adRow(t, ad.ad_id);
    expect(row!.title).toBe('Study table with chair');
    expect(row!.userId).toBe(owner.id);
    expect(row!.images).toEqual(ad.images);
    expect(storedFiles(t, 'ads')).toEqual(before);
  });

  it('lets an admin moderate any ad; the owner stays the owner', async () => {
    const owner = await makeUser(t);
    const admin = await makeAdmin(t);
    const ad = await postAd(owner, 1);
    const res = await update(admin, ad.ad_id, { ads_status: 'Inactive', user_id: admin.id });
    expect(res.statusCode).toBe(200);
    const row = await adRow(t, ad.ad_id);
    expect(row).toMatchObject({ status: 'Inactive', userId: owner.id });
    const [entry] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `ad:${ad.ad_id}`));
    expect(entry).toMatchObject({ actorId: admin.id, action: 'ad.update', details: { ownerId: owner.id, status: 'Inactive' } });
  });

  it('answers 404 for an unknown ad and 401 without a token', async () => {
    const me = await makeUser(t);
    expect((await update(me, 999999, {})).statusCode).toBe(404);
    expect((await update(me, 999999, {})).json().error).toBe('The ad was not found.');
    const owner = await makeUser(t);
    const ad = await postAd(owner, 1);
    expect((await update(null, ad.ad_id, { title: 'x' })).statusCode).toBe(401);
    expect((await adRow(t, ad.ad_id))!.title).toBe('Study table with chair');
  });
});

describe('DELETE /api/ads/{id}', () => {
  it('refuses a stranger (403) and anonymous (401), keeping the row and files; the owner deletes row and files', async () => {
    const owner = await makeUser(t);
    const stranger = await makeUser(t);
    const ad = await postAd(owner, 2);
    const stranger403 = await t.app.inject({ method: 'DELETE', url: `/api/ads/${ad.ad_id}`, headers: stranger.auth });
    expect(stranger403.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/ads/${ad.ad_id}` })).statusCode).toBe(401);
    expect(await adRow(t, ad.ad_id)).not.toBeNull();
    for (const p of ad.images) expect(onDisk(t, p)).toBe(true);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/ads/${ad.ad_id}`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    // An owner managing their own ad is not an admin action.
    expect(
      await t.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.subject, `ad:${ad.ad_id}`)),
    ).toEqual([]);
    expect(res.json().message).toBe('Ad deleted successfully.');
    expect(await adRow(t, ad.ad_id)).toBeNull();
    for (const p of [...ad.images, ...ad.thumbnails]) expect(onDisk(t, p)).toBe(false);
    expect((await t.app.inject(`/api/ads/details/${ad.ad_id}`)).statusCode).toBe(404);
  });

  it('lets an admin delete any ad, and answers 404 for an unknown one', async () => {
    const owner = await makeUser(t);
    const admin = await makeAdmin(t);
    const ad = await postAd(owner, 1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/ads/${ad.ad_id}`, headers: admin.auth })).statusCode).toBe(200);
    expect(await adRow(t, ad.ad_id)).toBeNull();
    const entries = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `ad:${ad.ad_id}`));
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([['ad.delete', admin.id]]);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/ads/999999', headers: admin.auth })).statusCode).toBe(404);
  });
});
