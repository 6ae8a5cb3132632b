import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeUser, useUsers } from '../../../test/factories';

/*
 * Issue 24: the dashboard's setup checklist ticks each item from the data, the moment its screen saves, and reads
 * complete only when all eight are done. The test walks an empty portal (just its first admin) to a complete one.
 */
const t = useTestApp();
const { admin } = useUsers(t, { admin: 'admin' });
const DAY = 86_400_000;

const checklist = async () => {
  const res = await t.app.inject({ url: '/api/admin/checklist', headers: admin.auth });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: Array<{ key: string; done: boolean }>; missingPages: string[]; complete: boolean };
  return { done: body.items.filter((i) => i.done).map((i) => i.key), missingPages: body.missingPages, complete: body.complete };
};
const putSettings = (body: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.auth, payload: body });
const page = (slug: string, status: 'active' | 'inactive' = 'active') => ({ title: slug, content: `<p>${slug}</p>`, slug, status });

describe('GET /api/admin/checklist', () => {
  it('is for admins only', async () => {
    const resident = await makeUser(t);
    expect((await t.app.inject({ url: '/api/admin/checklist', headers: resident.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/checklist' })).statusCode).toBe(401);
    await t.db.delete(schema.users).where(eq(schema.users.id, resident.id)); // the portal below starts with its admin only
  });

  it('ticks each item from the data, from an empty portal to a complete one', async () => {
    expect(await checklist()).toEqual({ done: [], missingPages: ['about-us', 'faq', 'contact-us'], complete: false });

    // Settings: a name alone is not enough; a name and a way to reach the team is.
    expect((await putSettings({ societyName: 'Green Meadows' })).statusCode).toBe(200);
    expect((await checklist()).done).toEqual([]);
    expect((await putSettings({ societyName: 'Green Meadows', helplinePhone: '9845012345' })).statusCode).toBe(200);
    expect((await checklist()).done).toEqual(['settings']);
    const desk = { kind: 'security', name: 'Main gate', phone: '9845012346' };
    expect((await putSettings({ societyName: 'Green Meadows', helplinePhone: '9845012345', emergencyContacts: [desk] })).statusCode).toBe(200);
    expect((await checklist()).done).toEqual(['settings', 'emergency']);

    // Apartments: a retired one does not count.
    await t.db.insert(schema.apartments).values({ name: 'Old Tower', retiredAt: new Date() });
    expect((await checklist()).done).not.toContain('apartments');
    expect((await t.app.inject({ method: 'POST', url: '/api/apartments', headers: admin.auth, payload: { name: 'Tower A' } })).statusCode).toBe(201);
    expect((await checklist()).done).toContain('apartments');

    // Categories need a sub category; home help needs one marked by the admin.
    const [main] = await t.db.insert(schema.categories).values({ name: 'Home Help' }).returning();
    expect((await checklist()).done).not.toContain('categories');
    const [maid] = await t.db.insert(schema.categories).values({ name: 'Bai', parentId: main!.id }).returning();
    expect((await checklist()).done).toEqual(expect.arrayContaining(['categories']));
    expect((await checklist()).done).not.toContain('homeHelp');
    await t.db.update(schema.categories).set({ homeHelp: 'maid' }).where(eq(schema.categories.id, maid!.id));
    expect((await checklist()).done).toContain('homeHelp');

    // A banner that has expired or is switched off does not count.
    const now = Date.now();
    await t.db.insert(schema.banners).values([
      { title: 'Old', expireDate: new Date(now - DAY) },
      { title: 'Off', expireDate: new Date(now + 30 * DAY), status: false },
    ]);
    expect((await checklist()).done).not.toContain('banner');
    await t.db.insert(schema.banners).values({ title: 'Diwali mela', expireDate: new Date(now + 30 * DAY) });
    expect((await checklist()).done).toContain('banner');

    // The About, FAQ and Contact pages, each active.
    await t.db.insert(schema.cmsPages).values([page('about-us'), page('faq'), page('contact-us', 'inactive')]);
    expect(await checklist()).toMatchObject({ missingPages: ['contact-us'], complete: false });
    await t.db.update(schema.cmsPages).set({ status: 'active' }).where(eq(schema.cmsPages.slug, 'contact-us'));
    expect((await checklist()).done).toContain('pages');

    // Residents: the first one who signs in (admins do not count).
    expect((await checklist()).complete).toBe(false);
    await makeUser(t);
    expect(await checklist()).toEqual({
      done: ['settings', 'apartments', 'categories', 'homeHelp', 'emergency', 'banner', 'pages', 'residents'],
      missingPages: [],
      complete: true,
    });
  });
});
