import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeAdmin, makeApartment, makeUser, type TestUser } from '../../../test/factories';
import { type FieldRule, itRefusesEachField, overMax } from '../../../test/field-rules';
import { jpegWithExif, png } from '../../../test/images';
import { multipart } from '../../../test/multipart';
import { makeCategoryPair, providerRow } from '../../../test/directory-factories';

let cats: Awaited<ReturnType<typeof makeCategoryPair>>;
let apartmentId: number;
const t = useTestApp({ HELPLINE_PHONE: '+91 80 4000 1234' });
beforeAll(async () => {
  cats = await makeCategoryPair(t, 'Home Services', 'Plumber');
  apartmentId = (await makeApartment(t, 'Lake View Residency')).id;
});

type Fields = Record<string, string | number | undefined>;
type Files = Parameters<typeof multipart>[1];
const valid = (): Fields => ({
  name: 'Ravi Kumar',
  has_shop: 'yes',
  shopname: 'Ravi Plumbing Works',
  address: '12 MG Road',
  pincode: '560001',
  apartment_id: apartmentId,
  business_details: 'Leak repair, fittings, 24x7',
  parent_id: cats.main.id,
  service_type: cats.sub.id,
  phone_number: '9876543210',
  long_desc: '<p>Trusted <strong>plumber</strong></p>',
});
const send = (method: 'POST' | 'PUT', url: string, user: TestUser | null, fields: Fields, files: Files = []) => {
  const body = multipart(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...(user?.auth ?? {}), ...body.headers } });
};
const create = (user: TestUser | null, fields: Fields, files: Files = []) => send('POST', '/api/service-providers/create', user, fields, files);
const update = (id: number, user: TestUser | null, fields: Fields, files: Files = []) =>
  send('PUT', `/api/service-providers/update/${id}`, user, fields, files);
const image = async (data?: Buffer) => [
  { field: 'profile_image_url', filename: 'shop.jpg', data: data ?? (await jpegWithExif(2000, 1500)), type: 'image/jpeg' },
];
const uploadDir = () => path.join(t.dataDir, 'uploads', 'serviceproviders');
const countProviders = async () => (await t.db.select().from(schema.serviceProviders)).length;

describe('POST /api/service-providers/create', () => {
  it('registers a provider owned by the signed-in user and answers with its id', async () => {
    const me = await makeUser(t);
    const res = await create(me, { ...valid(), user_id: 99999 }, await image());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Service provider added successfully!', id: expect.any(Number) });
    const row = await providerRow(t, res.json().id);
    expect(row).toMatchObject({
      userId: me.id,
      name: 'Ravi Kumar',
      shopname: 'Ravi Plumbing Works',
      address: '12 MG Road',
      pincode: '560001',
      apartmentId,
      businessDetails: 'Leak repair, fittings, 24x7',
      parentId: cats.main.id,
      categoryId: cats.sub.id,
      phoneNumber: '9876543210',
      longDesc: '<p>Trusted <strong>plumber</strong></p>',
      adminVerified: false,
      isAdminContact: false,
      rating: 0,
      reviewCount: 0,
    });
    expect(row!.searchText).toBe('ravi plumbing works plumber home services leak repair, fittings, 24x7');
  });

  it('stores the image re-encoded (no EXIF, at most 1200 px) under /uploads/serviceproviders with a thumbnail', async () => {
    const me = await makeUser(t);
    const res = await create(me, valid(), await image());
    const { profileImage } = (await providerRow(t, res.json().id))!;
    expect(profileImage).toMatch(/^[a-f0-9]{32}\.jpg$/);
    const meta = await sharp(path.join(uploadDir(), profileImage!)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBe(1200);
    expect(fs.existsSync(path.join(uploadDir(), profileImage!.replace('.jpg', '-thumb.webp')))).toBe(true);
    expect((await t.app.inject(`/uploads/serviceproviders/${profileImage}`)).statusCode).toBe(200);
  });

  it('the image is optional (the form marks it required but does not enforce it)', async () => {
    const res = await create(await makeUser(t), valid());
    expect(res.statusCode).toBe(201);
    expect((await providerRow(t, res.json().id))!.profileImage).toBeNull();
  });

  it('sanitises the long description with the allow-list', async () => {
    const res = await create(await makeUser(t), {
      ...valid(),
      long_desc:
        '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">bad</a> <a href="https://ravi.in">site</a></p><img src=x onerror=alert(1)>',
    });
    expect((await providerRow(t, res.json().id))!.longDesc).toBe('<p>Hi bad <a href="https://ravi.in" rel="noopener nofollow" target="_blank">site</a></p>');
  });

  it('answering No to the shop question clears shop name, address and pincode', async () => {
    const res = await create(await makeUser(t), { ...valid(), has_shop: 'no' });
    expect(res.statusCode).toBe(201);
    expect(await providerRow(t, res.json().id)).toMatchObject({ shopname: null, address: null, pincode: null });
  });

  it('ignores admin-only and computed fields sent in the form', async () => {
    const res = await create(await makeUser(t), { ...valid(), admin_verified: 'true', is_admin_contact: 'true', rating: '5', review_count: '40' });
    expect(await providerRow(t, res.json().id)).toMatchObject({ adminVerified: false, isAdminContact: false, rating: 0, reviewCount: 0 });
  });

  const cases: Array<FieldRule<Fields[string]>> = [
    ['name missing', { name: '' }, 'name', 'Name is required.'],
    overMax('name over 80', 'name', 80, 'x'),
    ['shop name missing with a shop', { shopname: '' }, 'shopname', 'Shop Name is required.'],
    ['address missing with a shop', { address: '' }, 'address', 'Address is required.'],
    ['pincode missing with a shop', { pincode: '' }, 'pincode', 'Pincode is required.'],
    overMax('shop name over 100', 'shopname', 100, 'x'),
    overMax('address over 150', 'address', 150, 'x'),
    overMax('pincode over 10', 'pincode', 10, '1'),
    ['main category missing', { parent_id: '' }, 'parent_id', 'Main Category is required.'],
    ['sub category missing', { service_type: '' }, 'service_type', 'Sub Category is required.'],
    ['phone missing', { phone_number: '' }, 'phone_number', 'Phone Number is required.'],
    ['phone not 10 digits', { phone_number: '98765' }, 'phone_number', 'Phone Number is required.'],
    ['long description over 2000 visible characters', { long_desc: `<p>${'x'.repeat(2001)}</p>` }, 'long_desc', 'Maximum 2000 characters allowed.'],
    overMax('business details over 500', 'business_details', 500, 'x'),
  ];
  itRefusesEachField(
    cases,
    (name, message) => `400 when ${name}: ${message}; nothing is stored`,
    async (change) => create(await makeUser(t), { ...valid(), ...change }, await image()),
    async () => ({ rows: await countProviders(), files: fs.readdirSync(uploadDir()).length }),
  );

  it('2000 visible characters inside markup are within the limit', async () => {
    const res = await create(await makeUser(t), {
      ...valid(),
      long_desc: `<ul><li><strong>${'x'.repeat(1000)}</strong></li><li>${'y'.repeat(1000)}</li></ul>`,
    });
    expect(res.statusCode).toBe(201);
  });

  it('a sub category of another main category is refused', async () => {
    const other = await makeCategoryPair(t, 'Health', 'Dentist');
    const res = await create(await makeUser(t), { ...valid(), service_type: other.sub.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Sub Category is required.');
  });

  it('refuses a file that is not an image (415) and one over 5 MB (413), storing nothing', async () => {
    const me = await makeUser(t);
    const before = await countProviders();
    const fake = await create(me, valid(), await image(Buffer.from('<svg onload="alert(1)"></svg>')));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error).toBe('Only JPG, PNG or WebP images are allowed.');
    const big = await create(me, valid(), await image(Buffer.alloc(5 * 1024 * 1024 + 1, 1)));
    expect(big.statusCode).toBe(413);
    expect(await countProviders()).toBe(before);
  });

  it('401 without a token', async () => {
    const res = await create(null, valid());
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/service-providers/update/{id}', () => {
  const register = async (owner: TestUser, files: Files = []) => (await create(owner, valid(), files)).json().id as number;

  it('the owner updates every field, with the update form name limit of 100; the replaced image is deleted', async () => {
    const owner = await makeUser(t);
    const id = await register(owner, await image());
    const oldImage = (await providerRow(t, id))!.profileImage!;
    const res = await update(id, owner, { ...valid(), name: 'n'.repeat(100), phone_number: '9123456789' }, [
      { field: 'profile_image_url', filename: 'a.png', data: await png(), type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Service provider updated successfully!', id });
    const row = (await providerRow(t, id))!;
    expect(row).toMatchObject({ name: 'n'.repeat(100), phoneNumber: '9123456789' });
    expect(row.profileImage).toMatch(/\.png$/);
    expect(fs.existsSync(path.join(uploadDir(), oldImage))).toBe(false);
    expect(fs.existsSync(path.join(uploadDir(), row.profileImage!))).toBe(true);
  });

  it('name over 100 is refused with the update form message', async () => {
    const owner = await makeUser(t);
    const id = await register(owner);
    const res = await update(id, owner, { ...valid(), name: 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Maximum 100 characters allowed.');
  });

  it('an image over 1 MB is 413 "File size should not exceed 1 MB." and the row keeps its image', async () => {
    const owner = await makeUser(t);
    const id = await register(owner, await image());
    const before = (await providerRow(t, id))!;
    const res = await update(id, owner, { ...valid(), name: 'Changed' }, await image(Buffer.alloc(1024 * 1024 + 1, 1)));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('File size should not exceed 1 MB.');
    expect(await providerRow(t, id)).toMatchObject({ name: 'Ravi Kumar', profileImage: before.profileImage });
  });

  it('answering No clears only the shop name on update (address and pincode stay)', async () => {
    const owner = await makeUser(t);
    const id = await register(owner);
    await update(id, owner, { ...valid(), has_shop: 'no' });
    expect(await providerRow(t, id)).toMatchObject({ shopname: null, address: '12 MG Road', pincode: '560001' });
  });

  it('someone else gets 403, the row is unchanged and their image is never stored', async () => {
    const owner = await makeUser(t);
    const stranger = await makeUser(t);
    const id = await register(owner);
    const files = fs.readdirSync(uploadDir()).length;
    const res = await update(id, stranger, { ...valid(), name: 'Hijacked' }, await image());
    expect(res.statusCode).toBe(403);
    expect((await providerRow(t, id))!.name).toBe('Ravi Kumar');
    expect(fs.readdirSync(uploadDir()).length).toBe(files);
  });

  it('an admin may update any provider; admin flags stay out of the form', async () => {
    const owner = await makeUser(t);
    const admin = await makeAdmin(t);
    const id = await register(owner);
    const res = await update(id, admin, { ...valid(), name: 'Fixed By Admin', admin_verified: 'true' });
    expect(res.statusCode).toBe(200);
    expect(await providerRow(t, id)).toMatchObject({ name: 'Fixed By Admin', userId: owner.id, adminVerified: false });
  });

  it('404 for an unknown provider, 401 without a token', async () => {
    const me = await makeUser(t);
    expect((await update(999999, me, valid())).statusCode).toBe(404);
    expect((await update(999999, null, valid())).statusCode).toBe(401);
  });
});

describe('GET /api/service-providers/edit/{id}', () => {
  it('gives the owner the form values with parent_category_id; 403 for others, 401 for visitors', async () => {
    const owner = await makeUser(t);
    const id = (await create(owner, valid())).json().id;
    const res = await t.app.inject({ url: `/api/service-providers/edit/${id}`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      user_id: owner.id,
      name: 'Ravi Kumar',
      has_shop: 'yes',
      shopname: 'Ravi Plumbing Works',
      apartment_id: apartmentId,
      parent_id: cats.main.id,
      parent_category_id: cats.main.id,
      service_type: cats.sub.id,
      phone_number: '9876543210',
    });
    const stranger = await makeUser(t);
    expect((await t.app.inject({ url: `/api/service-providers/edit/${id}`, headers: stranger.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/service-providers/edit/${id}` })).statusCode).toBe(401);
  });
});

describe('DELETE /api/service-providers/delete/{id}', () => {
  it('others get 403 and the provider stays; the owner deletes it, its image, reviews and favourites', async () => {
    const owner = await makeUser(t);
    const fan = await makeUser(t);
    const id = (await create(owner, valid(), await image())).json().id;
    const file = (await providerRow(t, id))!.profileImage!;
    await t.app.inject({ method: 'POST', url: '/review/addreview', headers: fan.auth, payload: { rating: 5, review: 'Great', service_provider_id: id } });
    await t.app.inject({ method: 'POST', url: '/api/favorites/add', headers: fan.auth, payload: { service_provider_id: id } });

    const refused = await t.app.inject({ method: 'DELETE', url: `/api/service-providers/delete/${id}`, headers: fan.auth });
    expect(refused.statusCode).toBe(403);
    expect(await providerRow(t, id)).toBeDefined();

    const res = await t.app.inject({ method: 'DELETE', url: `/api/service-providers/delete/${id}`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Service provider deleted successfully.');
    expect(await providerRow(t, id)).toBeUndefined();
    expect(fs.existsSync(path.join(uploadDir(), file))).toBe(false);
    expect(await t.db.select().from(schema.reviews).where(eq(schema.reviews.serviceProviderId, id))).toEqual([]);
    expect(await t.db.select().from(schema.favorites).where(eq(schema.favorites.serviceProviderId, id))).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/service-providers/delete/${id}`, headers: owner.auth })).statusCode).toBe(404);
  });

  it('an admin may delete any provider (audited)', async () => {
    const id = (await create(await makeUser(t), valid())).json().id;
    const admin = await makeAdmin(t);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/service-providers/delete/${id}`, headers: admin.auth })).statusCode).toBe(200);
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `service_provider:${id}`));
    expect(audit.map((a) => a.action)).toContain('provider.delete');
  });
});

describe('PUT /api/service-providers/verify/{id}', () => {
  it('admins set admin_verified and is_admin_contact; the detail then shows the helpline instead of the phone', async () => {
    const id = (await create(await makeUser(t), valid())).json().id;
    const admin = await makeAdmin(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/service-providers/verify/${id}`,
      headers: admin.auth,
      payload: { admin_verified: true, is_admin_contact: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ admin_verified: true, is_admin_contact: true, phone_number: '+91 80 4000 1234' });
    expect(await providerRow(t, id)).toMatchObject({ adminVerified: true, isAdminContact: true, phoneNumber: '9876543210' });
  });

  it('owners cannot verify themselves (403, row unchanged)', async () => {
    const owner = await makeUser(t);
    const id = (await create(owner, valid())).json().id;
    const res = await t.app.inject({ method: 'PUT', url: `/api/service-providers/verify/${id}`, headers: owner.auth, payload: { admin_verified: true } });
    expect(res.statusCode).toBe(403);
    expect((await providerRow(t, id))!.adminVerified).toBe(false);
  });
});
