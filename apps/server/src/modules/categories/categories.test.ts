import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeAdmin, makeUser } from '../../../test/factories';
import { type FieldRule, itRefusesEachField, overMax } from '../../../test/field-rules';
import { png } from '../../../test/images';
import { multipart } from '../../../test/multipart';
import { makeCategory, makeProvider, providerRow } from '../../../test/directory-factories';

const t = useTestApp();

const get = (url: string) => t.app.inject({ url });
const send = (
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string | number | undefined>,
  files: Parameters<typeof multipart>[1] = [],
) => {
  const body = multipart(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
};
const categoryRow = async (id: number) => (await t.db.select().from(schema.categories).where(eq(schema.categories.id, id)))[0];
const diskPath = (publicPath: string) => path.join(t.dataDir, publicPath.replace(/^\//, ''));

describe('category listings', () => {
  let health: typeof schema.categories.$inferSelect;
  let homeServices: typeof schema.categories.$inferSelect;
  beforeAll(async () => {
    health = await makeCategory(t, { name: 'Health', priority: 2, iconPath: '/uploads/categories/health.png', toprating: true });
    homeServices = await makeCategory(t, { name: 'Home Services', priority: 1, iconPath: '/uploads/categories/home.png', toprating: true });
    await makeCategory(t, { name: 'Hidden Main', priority: 0, status: false });
    await makeCategory(t, { name: 'Not On Home', priority: 3 });
    await makeCategory(t, { name: 'Electrician', parentId: homeServices.id, priority: 2 });
    await makeCategory(t, { name: 'Plumber', parentId: homeServices.id, priority: 1, iconPath: '/uploads/categories/plumber.png' });
    await makeCategory(t, { name: 'Retired Trade', parentId: homeServices.id, priority: 0, status: false });
    await makeCategory(t, { name: 'Dentist', parentId: health.id, priority: 1 });
  });

  it('maincategorylisting lists active main categories by priority', async () => {
    const res = await get('/api/managecategory/maincategorylisting');
    expect(res.statusCode).toBe(200);
    const names = res.json().map((c: { name: string }) => c.name);
    expect(names.slice(0, 3)).toEqual(['Home Services', 'Health', 'Not On Home']);
    expect(names).not.toContain('Hidden Main');
    expect(res.json()[0]).toMatchObject({
      parent_id: null,
      parent_name: null,
      icon_path: '/uploads/categories/home.png',
      parent_icon_path: null,
      status: true,
    });
  });

  it("categorylisting/{id} lists a main category's active sub categories by priority, with the parent icon as fallback", async () => {
    const res = await get(`/api/managecategory/categorylisting/${homeServices.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { name: string }) => c.name)).toEqual(['Plumber', 'Electrician']);
    expect(res.json()[1]).toMatchObject({
      parent_id: homeServices.id,
      parent_name: 'Home Services',
      icon_path: null,
      parent_icon_path: '/uploads/categories/home.png',
    });
  });

  it('categorylisting/{id} of a sub category lists its siblings; an unknown id is 404', async () => {
    const [plumber] = (await get(`/api/managecategory/categorylisting/${homeServices.id}`)).json();
    const res = await get(`/api/managecategory/categorylisting/${plumber.id}`);
    expect(res.json().map((c: { name: string }) => c.name)).toEqual(['Plumber', 'Electrician']);
    const missing = await get('/api/managecategory/categorylisting/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('The category was not found.');
  });

  it('listing lists every active sub category (optionally of one main category)', async () => {
    const all = (await get('/api/managecategory/listing')).json().map((c: { name: string }) => c.name);
    expect(all).toEqual(expect.arrayContaining(['Plumber', 'Electrician', 'Dentist']));
    expect(all).not.toContain('Retired Trade');
    expect(all).not.toContain('Health');
    const ofHealth = (await get(`/api/managecategory/listing?parent_id=${health.id}`)).json();
    expect(ofHealth.map((c: { name: string }) => c.name)).toEqual(['Dentist']);
  });

  it('homecards-categories/listing groups toprating main categories with their sub categories', async () => {
    const res = await get('/api/managecategory/homecards-categories/listing');
    expect(res.statusCode).toBe(200);
    const groups = res.json();
    expect(groups.map((g: { maincategory: { title: string } }) => g.maincategory.title)).toEqual(['Home Services', 'Health']);
    expect(groups[0].maincategory).toEqual({ id: homeServices.id, title: 'Home Services', image: '/uploads/categories/home.png', module_url: null });
    expect(groups[0].subcategories).toEqual([
      expect.objectContaining({ title: 'Plumber', image: '/uploads/categories/plumber.png' }),
      expect.objectContaining({ title: 'Electrician', image: '/uploads/categories/home.png' }),
    ]);
  });
});

describe('POST /api/managecategory/create', () => {
  it('an admin creates a sub category with an icon, stored re-encoded under /uploads/categories', async () => {
    const admin = await makeAdmin(t);
    const main = await makeCategory(t, { name: 'Education' });
    const res = await send(
      'POST',
      '/api/managecategory/create',
      admin.auth,
      { name: 'Tuition', parent_id: main.id, priority: 4, toprating: 'true', user_id: 1 },
      [{ field: 'icon', filename: 'i.png', data: await png(600, 600), type: 'image/png' }],
    );
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ name: 'Tuition', parent_id: main.id, parent_name: 'Education', priority: 4, toprating: true, status: true });
    expect(data.icon_path).toMatch(/^\/uploads\/categories\/[a-f0-9]{32}\.png$/);
    expect(fs.existsSync(diskPath(data.icon_path))).toBe(true);
    const audit = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'category.create'));
    expect(audit.some((a) => a.subject === `category:${data.id}`)).toBe(true);
  });

  it('401 for visitors and 403 for signed-in users; nothing is created', async () => {
    const user = await makeUser(t);
    expect((await send('POST', '/api/managecategory/create', {}, { name: 'Sneaky' })).statusCode).toBe(401);
    const res = await send('POST', '/api/managecategory/create', user.auth, { name: 'Sneaky' });
    expect(res.statusCode).toBe(403);
    expect((await t.db.select().from(schema.categories).where(eq(schema.categories.name, 'Sneaky'))).length).toBe(0);
  });

  const cases: Array<FieldRule<string>> = [
    ['name missing', { name: '' }, 'name', 'Name is required.'],
    overMax('name too long', 'name', 60, 'x'),
    ['unknown main category', { name: 'Orphan', parent_id: '987654' }, 'parent_id', 'The main category does not exist.'],
    ['a script link', { name: 'Bad Link', module_url: 'javascript:alert(1)' }, 'module_url', 'Enter a path starting with / or an http(s) address.'],
  ];
  itRefusesEachField(
    cases,
    (name, message) => `400 when ${name}: ${message}`,
    async (fields) => send('POST', '/api/managecategory/create', (await makeAdmin(t)).auth, fields),
    async () => (await t.db.select().from(schema.categories)).length,
  );

  it('a category named like a well-known one starts with its default search aliases, so search finds it without demo data', async () => {
    const admin = await makeAdmin(t);
    const main = await makeCategory(t, { name: 'Learning' });
    const res = await send('POST', '/api/managecategory/create', admin.auth, { name: 'tuition', parent_id: main.id });
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    expect((await categoryRow(id))!.aliases).toEqual(expect.arrayContaining(['tutor', 'coaching']));
    const other = await send('POST', '/api/managecategory/create', admin.auth, { name: 'Kite Flying', parent_id: main.id });
    expect((await categoryRow(other.json().data.id))!.aliases).toEqual([]);
    await makeProvider(t, { userId: admin.id, name: 'Bright Minds', shopname: 'Bright Minds', categoryId: id });
    const hits = (await get('/api/service-providers/search/search_term?term=tutor')).json().items;
    expect(hits.map((h: { name: string }) => h.name)).toContain('Bright Minds');
  });

  it('a sub category cannot be the parent of another (two levels only)', async () => {
    const admin = await makeAdmin(t);
    const main = await makeCategory(t);
    const sub = await makeCategory(t, { parentId: main.id });
    const res = await send('POST', '/api/managecategory/create', admin.auth, { name: 'Grandchild', parent_id: sub.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('A sub category must belong to a main category.');
  });
});

describe('PUT /api/managecategory/update/{id}', () => {
  it("renaming a sub category renames it in its providers' search text; moving it moves its providers", async () => {
    const admin = await makeAdmin(t);
    const owner = await makeUser(t);
    const from = await makeCategory(t, { name: 'Repairs' });
    const to = await makeCategory(t, { name: 'Home Care' });
    const sub = await makeCategory(t, { name: 'Gadget Fixing', parentId: from.id });
    const provider = await makeProvider(t, { userId: owner.id, categoryId: sub.id, name: 'Quick Fix' });
    const res = await send('PUT', `/api/managecategory/update/${sub.id}`, admin.auth, { name: 'Appliance Repair', parent_id: to.id, priority: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Appliance Repair', parent_id: to.id, parent_name: 'Home Care' });
    const row = await providerRow(t, provider.id);
    expect(row!.parentId).toBe(to.id);
    expect(row!.searchText).toBe('appliance repair home care');
    const found = await get('/api/service-providers/search/search_term?term=appliance');
    expect(found.json().items.map((p: { id: number }) => p.id)).toContain(provider.id);
  });

  it('a main category with sub categories cannot become a sub category; the row is unchanged', async () => {
    const admin = await makeAdmin(t);
    const main = await makeCategory(t, { name: 'Keeps Children' });
    await makeCategory(t, { parentId: main.id });
    const other = await makeCategory(t);
    const res = await send('PUT', `/api/managecategory/update/${main.id}`, admin.auth, { name: 'Renamed', parent_id: other.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('A main category with sub categories cannot become a sub category.');
    expect((await categoryRow(main.id))!.name).toBe('Keeps Children');
  });

  it('a new icon replaces the old file; 404 for an unknown category; 403 for non-admins', async () => {
    const admin = await makeAdmin(t);
    const user = await makeUser(t);
    const icon = async () => [{ field: 'icon', filename: 'i.png', data: await png(), type: 'image/png' }];
    const created = (await send('POST', '/api/managecategory/create', admin.auth, { name: 'Iconic' }, await icon())).json().data;
    const updated = await send('PUT', `/api/managecategory/update/${created.id}`, admin.auth, { name: 'Iconic' }, await icon());
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.icon_path).not.toBe(created.icon_path);
    expect(fs.existsSync(diskPath(created.icon_path))).toBe(false);
    expect(fs.existsSync(diskPath(updated.json().data.icon_path))).toBe(true);
    expect((await send('PUT', '/api/managecategory/update/999999', admin.auth, { name: 'Nobody' })).statusCode).toBe(404);
    expect((await send('PUT', `/api/managecategory/update/${created.id}`, user.auth, { name: 'Mine Now' })).statusCode).toBe(403);
    expect((await categoryRow(created.id))!.name).toBe('Iconic');
  });
});
