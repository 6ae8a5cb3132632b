import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeAdmin, makeApartment, makeUser, type TestUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { makeCategory, makeProvider } from '../../../test/directory-factories';

let owner: TestUser;
let home: typeof schema.categories.$inferSelect;
let plumber: typeof schema.categories.$inferSelect;
let electrician: typeof schema.categories.$inferSelect;
let health: typeof schema.categories.$inferSelect;
const ids: Record<string, number> = {};

const t = useTestApp({ HELPLINE_PHONE: '+91 80 4000 1234' });
beforeAll(async () => {
  owner = await makeUser(t, { name: 'Owner One' });
  home = await makeCategory(t, { name: 'Home Services', priority: 1 });
  health = await makeCategory(t, { name: 'Health', priority: 2 });
  const hidden = await makeCategory(t, { name: 'Hidden', priority: 0, status: false });
  plumber = await makeCategory(t, { name: 'Plumber', parentId: home.id });
  electrician = await makeCategory(t, { name: 'Electrician', parentId: home.id });
  const dentist = await makeCategory(t, { name: 'Dentist', parentId: health.id });
  const ghost = await makeCategory(t, { name: 'Ghost', parentId: hidden.id });
  const apartment = await makeApartment(t, 'Palm Grove Towers');
  const add = async (key: string, values: Partial<typeof schema.serviceProviders.$inferInsert> & { categoryId: number }) => {
    ids[key] = (await makeProvider(t, { userId: owner.id, name: key, ...values })).id;
  };
  await add('Low Plumber', { categoryId: plumber.id, rating: 2.5 });
  await add('Top Plumber', {
    categoryId: plumber.id,
    rating: 4.8,
    profileImage: 'abc.jpg',
    address: '1 Lake Road',
    apartmentId: apartment.id,
    longDesc: '<p>Hi</p>',
  });
  await add('Verified Electrician', { categoryId: electrician.id, rating: 3.1, adminVerified: true });
  await add('Helpline Electrician', { categoryId: electrician.id, rating: 4.0, isAdminContact: true, phoneNumber: '9000000001' });
  await add('Smile Dental', { categoryId: dentist.id, rating: 4.6 });
  await add('Ghost Provider', { categoryId: ghost.id });
});

const get = (url: string, user?: TestUser) => t.app.inject({ url, headers: user?.auth ?? {} });
const names = (body: { items: Array<{ name: string }> }) => body.items.map((p) => p.name);

describe('GET /api/service-providers/listing/{id}', () => {
  it('a main category lists all its providers: verified first, then by rating', async () => {
    const res = await get(`/api/service-providers/listing/${home.id}`);
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['Verified Electrician', 'Top Plumber', 'Helpline Electrician', 'Low Plumber']);
    expect(res.json()).toMatchObject({ total: 4, page: 1, pageSize: 20 });
  });

  it('a sub category lists only its own; list items carry exactly the card fields', async () => {
    const res = await get(`/api/service-providers/listing/${plumber.id}`);
    expect(names(res.json())).toEqual(['Top Plumber', 'Low Plumber']);
    expect(res.json().items[0]).toEqual({
      id: ids['Top Plumber'],
      name: 'Top Plumber',
      title: null,
      service_type: 'Plumber',
      category_id: plumber.id,
      address: '1 Lake Road',
      phone_number: '9876543210',
      profile_image_url: 'abc.jpg',
      rating: 4.8,
      review_count: 0,
      admin_verified: false,
      parent_id: home.id,
      parent_category_name: 'Home Services',
      verified: null,
    });
  });

  it('pages in SQL with the total', async () => {
    const page2 = (await get(`/api/service-providers/listing/${home.id}?page=2&pageSize=3`)).json();
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(names(page2)).toEqual(['Low Plumber']);
  });

  it('the helpline replaces the phone of admin-contact providers', async () => {
    const items = (await get(`/api/service-providers/listing/${electrician.id}`)).json().items;
    expect(items.find((p: { name: string }) => p.name === 'Helpline Electrician').phone_number).toBe('+91 80 4000 1234');
  });

  it('404 for an unknown category', async () => {
    const res = await get('/api/service-providers/listing/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('The category was not found.');
  });
});

describe('GET /api/service-providers/listing', () => {
  it('groups the best few providers of each active main category, in category priority order', async () => {
    const res = await get('/api/service-providers/listing?per_group=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((p: { name: string; parent_category_name: string }) => `${p.parent_category_name}: ${p.name}`)).toEqual([
      'Home Services: Verified Electrician',
      'Home Services: Top Plumber',
      'Health: Smile Dental',
    ]);
  });
});

describe('GET /api/service-providers/mylisting/{userId}', () => {
  it("lists a user's cards for anyone; another user has none", async () => {
    const mine = (await get(`/api/service-providers/mylisting/${owner.id}`)).json();
    expect(mine.total).toBe(6);
    const other = await makeUser(t);
    expect((await get(`/api/service-providers/mylisting/${other.id}`)).json()).toMatchObject({ items: [], total: 0 });
  });
});

describe('GET /api/service-providers/myfavorites', () => {
  it("lists the signed-in user's favourites, newest first; 401 for visitors", async () => {
    const fan = await makeUser(t);
    for (const key of ['Low Plumber', 'Smile Dental']) {
      await t.app.inject({ method: 'POST', url: '/api/favorites/add', headers: fan.auth, payload: { service_provider_id: ids[key] } });
    }
    const res = await get('/api/service-providers/myfavorites', fan);
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['Smile Dental', 'Low Plumber']);
    expect((await get('/api/service-providers/myfavorites')).statusCode).toBe(401);
  });
});

describe('GET /api/service-providers/details/{id}', () => {
  it('answers a data object with the spec fields and nothing private', async () => {
    const res = await get(`/api/service-providers/details/${ids['Top Plumber']}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      service_provider_id: ids['Top Plumber'],
      service_provider_name: 'Top Plumber',
      user_id: owner.id,
      category_name: 'Plumber',
      parent_category_name: 'Home Services',
      phone_number: '9876543210',
      address: '1 Lake Road',
      apartment_name: 'Palm Grove Towers',
      long_desc: '<p>Hi</p>',
      profile_image_url: 'abc.jpg',
      admin_verified: false,
      is_admin_contact: false,
      rating: 4.8,
    });
    expect(Date.parse(data.service_provider_created_at)).not.toBeNaN();
    expect(JSON.stringify(res.json())).not.toMatch(/email|google_sub|search_text/);
  });

  it('shows the helpline for an admin-contact provider and 404 for an unknown id', async () => {
    const res = await get(`/api/service-providers/details/${ids['Helpline Electrician']}`);
    expect(res.json().data).toMatchObject({ is_admin_contact: true, phone_number: '+91 80 4000 1234' });
    expect(JSON.stringify(res.json())).not.toContain('9000000001');
    const missing = await get('/api/service-providers/details/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('The service provider was not found.');
  });
});

describe('details stay current', () => {
  it('a review, an edit, a verification and a category rename show at once', async () => {
    const admin = await makeAdmin(t);
    const fan = await makeUser(t);
    const id = ids['Low Plumber']!;
    const read = async () => (await get(`/api/service-providers/details/${id}`)).json().data;
    expect(await read()).toMatchObject({ rating: 2.5, review_count: 0 });

    await t.app.inject({ method: 'POST', url: '/review/addreview', headers: fan.auth, payload: { rating: 5, review: 'Great', service_provider_id: id } });
    expect(await read()).toMatchObject({ rating: 5, review_count: 1 });

    const form = multipart({ name: 'Renamed Plumber', has_shop: 'no', parent_id: home.id, service_type: plumber.id, phone_number: '9876543210' });
    await t.app.inject({ method: 'PUT', url: `/api/service-providers/update/${id}`, payload: form.payload, headers: { ...owner.auth, ...form.headers } });
    expect(await read()).toMatchObject({ service_provider_name: 'Renamed Plumber' });

    await t.app.inject({ method: 'PUT', url: `/api/service-providers/verify/${id}`, headers: admin.auth, payload: { admin_verified: true } });
    expect(await read()).toMatchObject({ admin_verified: true });

    const rename = multipart({ name: 'Plumbing', parent_id: home.id });
    await t.app.inject({
      method: 'PUT',
      url: `/api/managecategory/update/${plumber.id}`,
      payload: rename.payload,
      headers: { ...admin.auth, ...rename.headers },
    });
    expect(await read()).toMatchObject({ category_name: 'Plumbing' });
  });
});
