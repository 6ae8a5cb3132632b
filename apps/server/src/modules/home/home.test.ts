import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeAdmin, makeUser } from '../../../test/factories';
import { png } from '../../../test/images';
import { multipart } from '../../../test/multipart';

const t = useTestApp();

describe('GET /api/testimonials', () => {
  it('lists only active testimonials with the spec fields', async () => {
    await t.db.insert(schema.testimonials).values([
      { name: 'Meera', designation: 'Resident', comments: 'Found a plumber in minutes', rating: 5 },
      { name: 'Hidden', comments: 'Old quote', isActive: false },
    ]);
    const res = await t.app.inject('/api/testimonials');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        name: 'Meera',
        designation: 'Resident',
        comments: 'Found a plumber in minutes',
        rating: 5,
        profile_pic_url: null,
        is_active: true,
      },
    ]);
  });
});

describe('GET /api/homecards/listing', () => {
  it('lists home cards by priority; the button text defaults to Explore', async () => {
    await t.db.insert(schema.homeCards).values([
      { title: 'Second', priority: 2, buttonText: 'Order now', link: '/cloud-kitchen/home' },
      { title: 'First', priority: 1, subtitle: 'Tutors near you', link: '/home/1' },
    ]);
    const res = await t.app.inject('/api/homecards/listing');
    expect(res.json()).toEqual([
      { id: expect.any(Number), image: null, title: 'First', subtitle: 'Tutors near you', link: '/home/1', buttonText: 'Explore', priority: 1 },
      { id: expect.any(Number), image: null, title: 'Second', subtitle: null, link: '/cloud-kitchen/home', buttonText: 'Order now', priority: 2 },
    ]);
  });
});

describe('admin: testimonials and home cards', () => {
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    fields: Record<string, string | number>,
    files: Parameters<typeof multipart>[1] = [],
  ) => {
    const body = multipart(fields, files);
    return t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
  };

  it('an admin adds a testimonial with a picture, hides it, and only admins list hidden ones', async () => {
    const admin = await makeAdmin(t);
    const created = await send(
      'POST',
      '/api/testimonials/create',
      admin.auth,
      { name: 'Arjun Nair', designation: 'Engineer', comments: 'Great portal', rating: 4 },
      [{ field: 'profile_pic', filename: 'a.png', data: await png(), type: 'image/png' }],
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Arjun Nair', rating: 4, is_active: true, profile_pic_url: expect.stringMatching(/^\/uploads\/profiles\//) });
    const id = created.json().id;
    const hidden = await send('PUT', `/api/testimonials/update/${id}`, admin.auth, {
      name: 'Arjun Nair',
      comments: 'Great portal',
      rating: 4,
      is_active: 'false',
    });
    expect(hidden.json()).toMatchObject({ is_active: false, profile_pic_url: created.json().profile_pic_url });
    expect((await t.app.inject('/api/testimonials')).json().map((x: { id: number }) => x.id)).not.toContain(id);
    expect((await t.app.inject({ url: '/api/testimonials?all=true', headers: admin.auth })).json().map((x: { id: number }) => x.id)).toContain(id);
    expect((await t.app.inject('/api/testimonials?all=true')).statusCode).toBe(401);
  });

  it('validates the testimonial form and refuses non-admins, storing nothing', async () => {
    const admin = await makeAdmin(t);
    const user = await makeUser(t);
    const before = (await t.db.select().from(schema.testimonials)).length;
    const bad = await send('POST', '/api/testimonials/create', admin.auth, { name: '', comments: 'x', rating: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({ name: 'Name is required.', rating: 'Rating must be between 1 and 5.' });
    expect((await send('POST', '/api/testimonials/create', user.auth, { name: 'Me', comments: 'Self praise' })).statusCode).toBe(403);
    expect((await t.db.select().from(schema.testimonials)).length).toBe(before);
  });

  it('an admin adds and changes home cards; a new image replaces the old file; links must be safe', async () => {
    const admin = await makeAdmin(t);
    const image = async () => [{ field: 'image', filename: 'c.png', data: await png(), type: 'image/png' }];
    const created = await send(
      'POST',
      '/api/homecards/create',
      admin.auth,
      { title: 'Find a tutor', subtitle: 'Near you', link: '/home/4', priority: 0 },
      await image(),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Find a tutor', buttonText: 'Explore', image: expect.stringMatching(/^\/uploads\/banners\//) });
    const updated = await send(
      'PUT',
      `/api/homecards/update/${created.json().id}`,
      admin.auth,
      { title: 'Find a tutor', buttonText: 'Book', link: '/home/4' },
      await image(),
    );
    expect(updated.json()).toMatchObject({ buttonText: 'Book' });
    expect(fs.existsSync(path.join(t.dataDir, created.json().image))).toBe(false);
    const bad = await send('POST', '/api/homecards/create', admin.auth, { title: 'Bad', link: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Enter a path starting with / or an http(s) address.');
    expect((await send('PUT', '/api/homecards/update/999999', admin.auth, { title: 'Nobody' })).statusCode).toBe(404);
  });

  it('refuses home-card writes from visitors (401) and residents (403), storing and changing nothing', async () => {
    const admin = await makeAdmin(t);
    const user = await makeUser(t);
    const card = (await send('POST', '/api/homecards/create', admin.auth, { title: 'Original card', link: '/ads' })).json();
    const rows = async () => JSON.stringify(await t.db.select().from(schema.homeCards).orderBy(schema.homeCards.id));
    const files = () => fs.readdirSync(path.join(t.dataDir, 'uploads', 'banners')).sort();
    const before = { rows: await rows(), files: files() };
    const image = [{ field: 'image', filename: 'c.png', data: await png(), type: 'image/png' }];
    expect((await send('POST', '/api/homecards/create', {}, { title: 'Sneaky card', link: '/ads' }, image)).statusCode).toBe(401);
    expect((await send('POST', '/api/homecards/create', user.auth, { title: 'Sneaky card', link: '/ads' }, image)).statusCode).toBe(403);
    expect((await send('PUT', `/api/homecards/update/${card.id}`, {}, { title: 'Defaced' }, image)).statusCode).toBe(401);
    expect((await send('PUT', `/api/homecards/update/${card.id}`, user.auth, { title: 'Defaced' }, image)).statusCode).toBe(403);
    expect(await rows()).toBe(before.rows);
    expect(files()).toEqual(before.files);
  });
});
