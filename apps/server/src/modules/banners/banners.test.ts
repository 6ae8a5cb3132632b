import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeUser, type TestUser, useUsers } from '../../../test/factories';
import { jpegWithExif } from '../../../test/images';
import { multipart } from '../../../test/multipart';

const t = useTestApp();
const { admin } = useUsers(t, { admin: 'admin' });

const DAY = 86_400_000;
const insertBanner = async (values: Partial<typeof schema.banners.$inferInsert>) =>
  (
    await t.db
      .insert(schema.banners)
      .values({ title: 'Banner', expireDate: new Date(Date.now() + 7 * DAY), ...values })
      .returning()
  )[0]!;
const send = (method: 'POST' | 'PUT', url: string, user: TestUser | null, data: unknown, files: Parameters<typeof multipart>[1] = []) => {
  const body = multipart({ data: typeof data === 'string' ? data : JSON.stringify(data), user_id: 5 }, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...(user?.auth ?? {}), ...body.headers } });
};
const valid = { title: 'Diwali offers', description: 'Up to 20% off', button_text: 'Shop now', button_link: '/ads', status: true, expire_date: '2099-03-31' };
const bannerRow = async (id: number) => (await t.db.select().from(schema.banners).where(eq(schema.banners.id, id)))[0];
const image = async () => [{ field: 'image', filename: 'b.jpg', data: await jpegWithExif(2400, 800), type: 'image/jpeg' }];

describe('GET /api/banners', () => {
  it('lists only active, unexpired banners; ?all=true is for admins only', async () => {
    const live = await insertBanner({ title: 'Live' });
    const inactive = await insertBanner({ title: 'Switched Off', status: false });
    const expired = await insertBanner({ title: 'Expired', expireDate: new Date(Date.now() - DAY) });
    const res = await t.app.inject('/api/banners');
    expect(res.statusCode).toBe(200);
    const titles = res.json().map((b: { title: string }) => b.title);
    expect(titles).toContain('Live');
    expect(titles).not.toContain('Switched Off');
    expect(titles).not.toContain('Expired');

    const all = await t.app.inject({ url: '/api/banners?all=true', headers: admin.auth });
    expect(all.json().map((b: { id: number }) => b.id)).toEqual(expect.arrayContaining([live.id, inactive.id, expired.id]));
    expect((await t.app.inject('/api/banners?all=true')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/banners?all=true', headers: (await makeUser(t)).auth })).statusCode).toBe(403);
  });

  it('GET /api/banners/{id}: live banners for anyone; inactive or expired ones only for admins', async () => {
    const live = await insertBanner({ title: 'Open', buttonText: 'Go', buttonLink: '/rentals' });
    const off = await insertBanner({ title: 'Off', status: false });
    const res = await t.app.inject(`/api/banners/${live.id}`);
    expect(res.json()).toMatchObject({ id: live.id, title: 'Open', button_text: 'Go', button_link: '/rentals', status: true });
    expect((await t.app.inject(`/api/banners/${off.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/banners/${off.id}`, headers: admin.auth })).statusCode).toBe(200);
    expect((await t.app.inject('/api/banners/999999')).statusCode).toBe(404);
  });
});

describe('POST /api/banners/create', () => {
  it('an admin creates a banner from the data JSON with an image under /uploads/banners', async () => {
    const res = await send('POST', '/api/banners/create', admin, valid, await image());
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ title: 'Diwali offers', description: 'Up to 20% off', button_text: 'Shop now', button_link: '/ads', status: true });
    expect(data.image_url).toMatch(/^\/uploads\/banners\/[a-f0-9]{32}\.jpg$/);
    // A date-only expiry lasts to the end of that day in India.
    expect(data.expire_date).toBe('2099-03-31T18:29:59.999Z');
    expect(fs.existsSync(path.join(t.dataDir, data.image_url))).toBe(true);
  });

  const cases: Array<[string, unknown, string]> = [
    ['title missing', { ...valid, title: ' ' }, 'Title is required.'],
    ['expiry missing', { ...valid, expire_date: '' }, 'Expiry date is required.'],
    ['expiry not a date', { ...valid, expire_date: 'next week' }, 'Enter a valid expiry date.'],
    ['a script button link', { ...valid, button_link: 'javascript:alert(1)' }, 'Enter a path starting with / or an http(s) address.'],
    ['data that is not JSON', '{title:', 'The banner data must be a JSON object.'],
  ];
  for (const [name, data, message] of cases) {
    it(`400 for ${name}; nothing stored`, async () => {
      const before = (await t.db.select().from(schema.banners)).length;
      const res = await send('POST', '/api/banners/create', admin, data);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
      expect((await t.db.select().from(schema.banners)).length).toBe(before);
    });
  }

  it('401 for visitors, 403 for signed-in users', async () => {
    expect((await send('POST', '/api/banners/create', null, valid)).statusCode).toBe(401);
    expect((await send('POST', '/api/banners/create', await makeUser(t), valid)).statusCode).toBe(403);
  });
});

describe('PUT /api/banners/update/{id}', () => {
  it('updates the fields; a new image replaces and deletes the old file', async () => {
    const created = (await send('POST', '/api/banners/create', admin, valid, await image())).json().data;
    const res = await send('PUT', `/api/banners/update/${created.id}`, admin, { ...valid, title: 'Holi offers', status: false }, await image());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Banner updated successfully!');
    const row = (await bannerRow(created.id))!;
    expect(row).toMatchObject({ title: 'Holi offers', status: false });
    expect(row.imageUrl).not.toBe(created.image_url);
    expect(fs.existsSync(path.join(t.dataDir, created.image_url))).toBe(false);
  });

  it('without an image the old one stays; 404 unknown; 403 for non-admins with the row unchanged', async () => {
    const created = (await send('POST', '/api/banners/create', admin, valid, await image())).json().data;
    await send('PUT', `/api/banners/update/${created.id}`, admin, { ...valid, title: 'No New Image' });
    expect((await bannerRow(created.id))!.imageUrl).toBe(created.image_url);
    expect((await send('PUT', '/api/banners/update/999999', admin, valid)).statusCode).toBe(404);
    expect((await send('PUT', `/api/banners/update/${created.id}`, await makeUser(t), { ...valid, title: 'Mine' })).statusCode).toBe(403);
    expect((await bannerRow(created.id))!.title).toBe('No New Image');
  });
});
