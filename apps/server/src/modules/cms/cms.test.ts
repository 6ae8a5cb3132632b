import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { type TestUser, useUsers } from '../../../test/factories';
import { jpegWithExif } from '../../../test/images';
import { multipart } from '../../../test/multipart';

const t = useTestApp({ WRITE_RATE_LIMIT: '100000' });
const { admin, resident } = useUsers(t, { admin: 'admin', resident: 'user' });

type Files = Parameters<typeof multipart>[1];
const form = (method: 'POST' | 'PUT', url: string, user: TestUser | null, fields: Record<string, string>, files: Files = []) => {
  const body = multipart({ ...fields, user_id: 7 }, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...(user?.auth ?? {}), ...body.headers } });
};
const valid = {
  title: 'Community Rules',
  content: '<p>Be kind to <strong>neighbours</strong>.</p>',
  meta_title: 'Rules',
  meta_description: 'How we live',
  meta_keywords: 'rules, community',
  status: 'active',
};
const pages = () => t.db.select().from(schema.cmsPages);
const pageRow = async (id: number) => (await t.db.select().from(schema.cmsPages).where(eq(schema.cmsPages.id, id)))[0];
const insertPage = async (values: Partial<typeof schema.cmsPages.$inferInsert> = {}) =>
  (
    await t.db
      .insert(schema.cmsPages)
      .values({ title: 'Page', content: '<p>x</p>', slug: `p-${Math.random().toString(36).slice(2, 9)}`, ...values })
      .returning()
  )[0]!;
const image = async () => [{ field: 'banner_image', filename: 'b.jpg', data: await jpegWithExif(2400, 900), type: 'image/jpeg' }];

describe('POST /api/cms', () => {
  it('an admin creates a page: slug from the title, page link, sanitised content, banner under /uploads/cms', async () => {
    const res = await form('POST', '/api/cms', admin, { ...valid, content: '<p onclick="x()">Hi<script>alert(1)</script></p>' }, await image());
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      title: 'Community Rules',
      slug: 'community-rules',
      page_link: '/cms/community-rules',
      status: 'active',
      meta_title: 'Rules',
      content: '<p>Hi</p>',
    });
    expect(data.banner_image).toMatch(/^\/uploads\/cms\/[a-f0-9]{32}\.jpg$/);
    expect(fs.existsSync(path.join(t.dataDir, data.banner_image))).toBe(true);
    expect((await t.app.inject(data.banner_image)).statusCode).toBe(200);
    const row = await pageRow(data.id);
    expect(row).toMatchObject({ content: '<p>Hi</p>', slug: 'community-rules', metaKeywords: 'rules, community' });
    const [entry] = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `cms:${data.id}`));
    expect(entry).toMatchObject({ action: 'cms.create', actorId: admin.id });
  });

  it('a second page with the same title gets the next free slug; a typed slug that is taken is a 409', async () => {
    await form('POST', '/api/cms', admin, { ...valid, title: 'Same Title' });
    const second = await form('POST', '/api/cms', admin, { ...valid, title: 'Same  title!' });
    expect(second.json().data.slug).toBe('same-title-2');
    const before = (await pages()).length;
    const taken = await form('POST', '/api/cms', admin, { ...valid, title: 'Other', slug: 'same-title' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('This page link is already in use.');
    expect((await pages()).length).toBe(before);
  });

  it('401 without a session and 403 for a resident; nothing stored, no file written', async () => {
    const before = (await pages()).length;
    const files = fs.readdirSync(path.join(t.dataDir, 'uploads', 'cms')).length;
    const anon = await form('POST', '/api/cms', null, valid, await image());
    expect(anon.statusCode).toBe(401);
    const res = await form('POST', '/api/cms', resident, valid, await image());
    expect(res.statusCode).toBe(403);
    expect((await pages()).length).toBe(before);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads', 'cms')).length).toBe(files);
  });

  const cases: Array<[string, Record<string, string>, string]> = [
    ['title missing', { ...valid, title: ' ' }, 'Title is required.'],
    ['content empty', { ...valid, content: '<p><br></p>' }, 'Content is required.'],
    ['content of nothing but a script', { ...valid, content: '<script>alert(1)</script>' }, 'Content is required.'],
    ['content over 2000 characters', { ...valid, content: `<p>${'a'.repeat(2001)}</p>` }, 'Maximum 2000 characters allowed.'],
    ['a bad status', { ...valid, status: 'draft' }, 'Status must be active or inactive.'],
    ['a bad slug', { ...valid, slug: '../etc' }, 'Use lowercase letters, digits and hyphens only.'],
  ];
  for (const [name, fields, message] of cases) {
    it(`400 for ${name}; nothing stored`, async () => {
      const before = (await pages()).length;
      const res = await form('POST', '/api/cms', admin, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
      expect((await pages()).length).toBe(before);
    });
  }

  it('415 for a file that is not an image; nothing stored', async () => {
    const before = (await pages()).length;
    const res = await form('POST', '/api/cms', admin, valid, [
      { field: 'banner_image', filename: 'x.svg', data: Buffer.from('<svg onload="alert(1)"/>'), type: 'image/svg+xml' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('Only JPG, PNG or WebP images are allowed.');
    expect((await pages()).length).toBe(before);
  });
});

describe('GET /api/cms, /{id}, /slug/{slug}, /search', () => {
  it('visitors see active pages only; admins see every page', async () => {
    const on = await insertPage({ title: 'Visible Guide', slug: 'visible-guide' });
    const off = await insertPage({ title: 'Hidden Draft', slug: 'hidden-draft', status: 'inactive' });
    const list = (await t.app.inject('/api/cms')).json().map((p: { id: number }) => p.id);
    expect(list).toContain(on.id);
    expect(list).not.toContain(off.id);
    const all = (await t.app.inject({ url: '/api/cms', headers: admin.auth })).json().map((p: { id: number }) => p.id);
    expect(all).toEqual(expect.arrayContaining([on.id, off.id]));
    const residentList = (await t.app.inject({ url: '/api/cms', headers: resident.auth })).json().map((p: { id: number }) => p.id);
    expect(residentList).not.toContain(off.id);

    expect((await t.app.inject('/api/cms/slug/visible-guide')).json()).toMatchObject({ id: on.id, page_link: '/cms/visible-guide' });
    const missing = await t.app.inject('/api/cms/slug/hidden-draft');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('The requested page could not be found.');
    expect((await t.app.inject({ url: '/api/cms/slug/hidden-draft', headers: admin.auth })).statusCode).toBe(200);
    expect((await t.app.inject(`/api/cms/${on.id}`)).statusCode).toBe(200);
    expect((await t.app.inject(`/api/cms/${off.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/cms/${off.id}`, headers: admin.auth })).statusCode).toBe(200);
    expect((await t.app.inject('/api/cms/999999')).statusCode).toBe(404);
  });

  it('search matches title or slug, escapes LIKE wildcards, and hides inactive pages from visitors', async () => {
    await insertPage({ title: 'Parking Guide', slug: 'parking-guide' });
    await insertPage({ title: 'Parking Draft', slug: 'parking-draft', status: 'inactive' });
    const pub = (await t.app.inject('/api/cms/search?query=parking')).json().map((p: { title: string }) => p.title);
    expect(pub).toEqual(['Parking Guide']);
    const adm = (await t.app.inject({ url: '/api/cms/search?query=PARKING', headers: admin.auth })).json().map((p: { title: string }) => p.title);
    expect(adm.sort()).toEqual(['Parking Draft', 'Parking Guide']);
    expect((await t.app.inject('/api/cms/search?query=%25')).json()).toEqual([]);
    expect((await t.app.inject(`/api/cms/search?query=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('PUT /api/cms/{id}', () => {
  it('an admin edits a page: the slug stays unless a new one is typed; a new banner replaces the old file', async () => {
    const created = (await form('POST', '/api/cms', admin, { ...valid, title: 'Edit Me' }, await image())).json().data;
    const res = await form(
      'PUT',
      `/api/cms/${created.id}`,
      admin,
      { ...valid, title: 'Edited Title', content: '<p>New <a href="javascript:alert(1)">link</a></p>' },
      await image(),
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ title: 'Edited Title', slug: 'edit-me', content: '<p>New link</p>' });
    expect(data.banner_image).not.toBe(created.banner_image);
    expect(fs.existsSync(path.join(t.dataDir, created.banner_image))).toBe(false);

    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/cms/${created.id}`,
      headers: admin.auth,
      payload: { ...valid, title: 'Edited Title', slug: 'edited-title' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().data).toMatchObject({ slug: 'edited-title', banner_image: data.banner_image });
  });

  it('401, 403 and 404 leave the row as it was', async () => {
    const page = await insertPage({ title: 'Keep Me' });
    expect((await form('PUT', `/api/cms/${page.id}`, null, { ...valid, title: 'Changed' })).statusCode).toBe(401);
    expect((await form('PUT', `/api/cms/${page.id}`, resident, { ...valid, title: 'Changed' })).statusCode).toBe(403);
    expect((await form('PUT', '/api/cms/999999', admin, valid)).statusCode).toBe(404);
    expect((await form('PUT', `/api/cms/${page.id}`, admin, { ...valid, title: '' })).statusCode).toBe(400);
    expect(await pageRow(page.id)).toMatchObject({ title: 'Keep Me', content: '<p>x</p>', updatedAt: page.updatedAt });
  });
});

describe('PUT /api/cms/status/{id}', () => {
  it('an admin switches a page off and on through its own call; others are refused and the row stays', async () => {
    const page = await insertPage({ title: 'Toggle' });
    const call = (user: TestUser | null, status: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/cms/status/${page.id}`, headers: user?.auth ?? {}, payload: { status, user_id: 1 } });
    expect((await call(null, 'inactive')).statusCode).toBe(401);
    expect((await call(resident, 'inactive')).statusCode).toBe(403);
    expect((await pageRow(page.id))!.status).toBe('active');
    const res = await call(admin, 'inactive');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('inactive');
    expect((await pageRow(page.id))!.status).toBe('inactive');
    expect((await call(admin, true)).json().data.status).toBe('active');
    const bad = await call(admin, 'draft');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Status must be active or inactive.');
    expect((await t.app.inject({ method: 'PUT', url: '/api/cms/status/999999', headers: admin.auth, payload: { status: 'active' } })).statusCode).toBe(404);
  });
});

describe('DELETE /api/cms/{id}', () => {
  it('an admin deletes a page and its banner file; others are refused and the page stays', async () => {
    const created = (await form('POST', '/api/cms', admin, { ...valid, title: 'Delete Me' }, await image())).json().data;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cms/${created.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cms/${created.id}`, headers: resident.auth })).statusCode).toBe(403);
    expect(await pageRow(created.id)).toBeDefined();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/cms/${created.id}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(await pageRow(created.id)).toBeUndefined();
    expect(fs.existsSync(path.join(t.dataDir, created.banner_image))).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cms/${created.id}`, headers: admin.auth })).statusCode).toBe(404);
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('the sitemap lists the public sections and active pages only; robots.txt points at it and keeps admin out', async () => {
    await insertPage({ title: 'Listed', slug: 'listed-page' });
    await insertPage({ title: 'Unlisted', slug: 'unlisted-page', status: 'inactive' });
    const xml = await t.app.inject('/sitemap.xml');
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body).toContain('<loc>http://localhost:3000/cms/listed-page</loc>');
    expect(xml.body).toContain('<loc>http://localhost:3000/ads</loc>');
    expect(xml.body).not.toContain('unlisted-page');
    expect(xml.body).not.toContain('/admin');
    const robots = await t.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
