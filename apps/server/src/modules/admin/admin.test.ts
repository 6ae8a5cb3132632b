import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeAdmin, makeUser, type TestUser } from '../../../test/factories';
import { makeCategoryPair, makeProvider } from '../../../test/directory-factories';

let admin: TestUser;
let resident: TestUser;
const t = useTestApp();
beforeAll(async () => {
  admin = await makeAdmin(t, { name: 'Chief Admin' });
  resident = await makeUser(t);
});

const get = (url: string, user: TestUser | null) => t.app.inject({ url, headers: user?.auth ?? {} });
const put = (url: string, user: TestUser | null, payload: object) => t.app.inject({ method: 'PUT', url, headers: user?.auth ?? {}, payload });
const userRow = async (id: number) => (await t.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;

describe('GET /api/admin/dashboard', () => {
  it('counts new enquiries, pending home help, feedback of the week and unverified providers', async () => {
    const { sub } = await makeCategoryPair(t);
    await t.db.insert(schema.enquiries).values([
      { name: 'A', phone: '9876543210', service: 'Plumber', source: 'quick' },
      { name: 'B', phone: '9876543210', service: 'Plumber', source: 'quick', status: 'closed' },
    ]);
    await t.db
      .insert(schema.homeHelpRequests)
      .values({ userId: resident.id, serviceType: 'Maid', requestDate: '2099-01-01', requestTime: '09:00', phoneNumber: '9876543210', address: 'X' });
    await t.db.insert(schema.feedback).values([
      { name: 'F', email: 'f@x.in', message: 'Nice' },
      { name: 'Old', email: 'o@x.in', message: 'Old', createdAt: new Date(Date.now() - 30 * 86_400_000) },
    ]);
    await makeProvider(t, { userId: resident.id, categoryId: sub.id });
    await makeProvider(t, { userId: resident.id, categoryId: sub.id, adminVerified: true });

    expect((await get('/api/admin/dashboard', null)).statusCode).toBe(401);
    expect((await get('/api/admin/dashboard', resident)).statusCode).toBe(403);
    const res = await get('/api/admin/dashboard', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ newEnquiries: 1, pendingHomeHelp: 1, newFeedback: 1, unverifiedProviders: 1, reportedListings: 0 });
  });
});

describe('GET /api/admin/providers', () => {
  it('searches by name and lists the verification queue, for admins only', async () => {
    const { sub } = await makeCategoryPair(t, 'Repairs', 'Locksmith');
    const p = await makeProvider(t, { userId: resident.id, categoryId: sub.id, name: 'Kumar Keys' });
    expect((await get('/api/admin/providers?q=kumar', resident)).statusCode).toBe(403);
    const res = await get('/api/admin/providers?q=kumar', admin);
    expect(res.json().items).toEqual([expect.objectContaining({ id: p.id, name: 'Kumar Keys', category_name: 'Locksmith', admin_verified: false })]);
    const queue = (await get('/api/admin/providers?unverified=true', admin)).json().items;
    expect(queue.every((x: { admin_verified: boolean }) => !x.admin_verified)).toBe(true);
  });
});

describe('/api/admin/users', () => {
  it('admins search users by name or e-mail; residents are refused', async () => {
    const target = await makeUser(t, { name: 'Findable Person', email: 'findable@test.padosi.in' });
    expect((await get('/api/admin/users?q=findable', resident)).statusCode).toBe(403);
    const res = await get('/api/admin/users?q=FINDABLE', admin);
    expect(res.json()).toMatchObject({ total: 1, items: [{ id: target.id, name: 'Findable Person', is_admin: false, is_disabled: false }] });
    expect((await get('/api/admin/users?q=%25', admin)).json().total).toBe(0);
  });

  it('grant and revoke admin; residents cannot grant themselves; the row is checked', async () => {
    const target = await makeUser(t);
    expect((await put(`/api/admin/users/${resident.id}`, resident, { is_admin: true })).statusCode).toBe(403);
    expect((await userRow(resident.id)).isAdmin).toBe(false);
    expect((await put(`/api/admin/users/${target.id}`, null, { is_admin: true })).statusCode).toBe(401);
    const res = await put(`/api/admin/users/${target.id}`, admin, { is_admin: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_admin).toBe(true);
    expect((await get('/api/admin/dashboard', target)).statusCode).toBe(200);
    expect((await put(`/api/admin/users/${target.id}`, admin, { is_admin: false })).json().is_admin).toBe(false);
    expect((await get('/api/admin/dashboard', target)).statusCode).toBe(403);
    const [entry] = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'user.revoke_admin'));
    expect(entry).toMatchObject({ actorId: admin.id, subject: `user:${target.id}` });
  });

  it('disabling a user ends their sessions at once; an admin cannot demote or disable themselves', async () => {
    const target = await makeUser(t);
    expect((await get('/api/favorites/list', target)).statusCode).toBe(200);
    const res = await put(`/api/admin/users/${target.id}`, admin, { is_disabled: true });
    expect(res.statusCode).toBe(200);
    expect((await userRow(target.id)).isDisabled).toBe(true);
    expect(await t.db.select().from(schema.sessions).where(eq(schema.sessions.userId, target.id))).toEqual([]);
    const after = await get('/api/favorites/list', target);
    expect(after.statusCode).toBe(401);

    const [category] = await t.db.select().from(schema.adCategories).limit(1);
    const [ad] = await t.db
      .insert(schema.ads)
      .values({
        userId: target.id,
        categoryId: category!.id,
        title: 'Old cycle',
        description: 'Works',
        price: '500',
        contactInfo: '9876543210',
        location: 'Gate 1',
        images: ['/uploads/ads/x.jpg'],
      })
      .returning();
    const [rental] = await t.db
      .insert(schema.rentals)
      .values({
        userId: target.id,
        apartmentName: 'A',
        blockFlatNumber: 'B',
        address: 'C',
        rentalCost: 1000,
        description: 'D',
        availableFrom: '2099-01-01',
        type: 'family',
        phoneNumber: '9876543210',
        roleType: 'owner',
      })
      .returning();
    const other = await makeUser(t);
    await put(`/api/admin/users/${other.id}`, admin, { is_disabled: true });
    const [adAfter] = await t.db.select().from(schema.ads).where(eq(schema.ads.id, ad!.id));
    const [rentalAfter] = await t.db.select().from(schema.rentals).where(eq(schema.rentals.id, rental!.id));
    expect([adAfter!.status, rentalAfter!.status]).toEqual(['Available', 'Available']);
    await t.db.update(schema.users).set({ isDisabled: false }).where(eq(schema.users.id, target.id));
    expect((await put(`/api/admin/users/${target.id}`, admin, { is_disabled: true })).statusCode).toBe(200);
    const [adHidden] = await t.db.select().from(schema.ads).where(eq(schema.ads.id, ad!.id));
    const [rentalHidden] = await t.db.select().from(schema.rentals).where(eq(schema.rentals.id, rental!.id));
    expect([adHidden!.status, rentalHidden!.status]).toEqual(['Inactive', 'Inactive']);

    const self = await put(`/api/admin/users/${admin.id}`, admin, { is_disabled: true });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('You cannot remove your own admin rights or disable yourself.');
    expect((await put(`/api/admin/users/${admin.id}`, admin, { is_admin: false })).statusCode).toBe(400);
    expect(await userRow(admin.id)).toMatchObject({ isAdmin: true, isDisabled: false });
    expect((await put('/api/admin/users/999999', admin, { is_disabled: true })).statusCode).toBe(404);
    expect((await put(`/api/admin/users/${target.id}`, admin, {})).statusCode).toBe(400);
  });
});

describe('GET /api/admin/audit', () => {
  it('is read-only, newest first, and filters by actor, action and India date', async () => {
    await t.db.insert(schema.auditLog).values([
      { actorId: admin.id, action: 'cms.create', subject: 'cms:1', createdAt: new Date('2026-01-10T04:30:00Z') },
      { actorId: resident.id, action: 'auth.sign_in', subject: `user:${resident.id}`, createdAt: new Date('2026-01-11T18:00:00Z') },
    ]);
    expect((await get('/api/admin/audit', resident)).statusCode).toBe(403);
    const byActor = (await get('/api/admin/audit?actor=chief', admin)).json();
    expect(byActor.items.every((e: { actor_id: number }) => e.actor_id === admin.id)).toBe(true);
    const byAction = (await get('/api/admin/audit?action=auth.', admin)).json();
    expect(byAction.items.map((e: { action: string }) => e.action)).toEqual(['auth.sign_in']);
    const byDate = (await get('/api/admin/audit?from=2026-01-11&to=2026-01-11', admin)).json();
    expect(byDate.items.map((e: { action: string }) => e.action)).toEqual(['auth.sign_in']);
    expect((await get('/api/admin/audit?from=yesterday', admin)).statusCode).toBe(400);
    expect((await get('/api/admin/audit/actions', admin)).json()).toEqual(expect.arrayContaining(['auth.sign_in', 'cms.create']));
    const methods = t.app.routePolicies.filter((r) => r.url.startsWith('/api/admin/audit')).map((r) => r.method);
    expect(new Set(methods)).toEqual(new Set(['GET']));
  });
});

describe('categories admin calls', () => {
  it('GET /api/admin/categories lists inactive ones too; status and priority change only for admins', async () => {
    const { main, sub } = await makeCategoryPair(t, 'Home Services', 'Electrician');
    const second = (await t.db.insert(schema.categories).values({ name: 'Painter', parentId: main.id, priority: 5 }).returning())[0]!;
    expect((await put(`/api/managecategory/status/${sub.id}`, resident, { status: false })).statusCode).toBe(403);
    const off = await put(`/api/managecategory/status/${sub.id}`, admin, { status: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.status).toBe(false);
    const publicSubs = (await t.app.inject(`/api/managecategory/listing?parent_id=${main.id}`)).json().map((c: { id: number }) => c.id);
    expect(publicSubs).not.toContain(sub.id);
    const all = (await get('/api/admin/categories', admin)).json().map((c: { id: number }) => c.id);
    expect(all).toEqual(expect.arrayContaining([main.id, sub.id, second.id]));

    expect((await put('/api/managecategory/priority', resident, { ids: [sub.id, second.id] })).statusCode).toBe(403);
    expect((await put('/api/managecategory/priority', admin, { ids: [sub.id, second.id] })).statusCode).toBe(200);
    const rows = await t.db.select().from(schema.categories).where(eq(schema.categories.parentId, main.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.priority]))).toMatchObject({ [sub.id]: 10, [second.id]: 20 });
    const mixed = await put('/api/managecategory/priority', admin, { ids: [main.id, sub.id] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error).toBe('Reorder one group of categories at a time.');
  });
});
