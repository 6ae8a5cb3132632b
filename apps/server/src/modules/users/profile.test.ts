import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeApartment, makeUser } from '../../../test/factories';
import { expectFieldError, type FieldRule, overMax } from '../../../test/field-rules';
import { jpegWithExif, png, webp } from '../../../test/images';
import { multipart } from '../../../test/multipart';

let apartmentId: number;
const t = useTestApp();
beforeAll(async () => {
  apartmentId = (await makeApartment(t, 'Green Meadows')).id;
});

const valid = () => ({
  name: 'Asha Verma',
  phone_number: '9876543210',
  apartment_id: apartmentId,
  block_flat_number: 'B-204',
  address: 'MG Road',
  city: 'Pune',
  state: 'MH',
  pincode: '411001',
});
const update = (
  userId: number,
  headers: Record<string, string>,
  fields: Record<string, string | number | undefined>,
  files: Parameters<typeof multipart>[1] = [],
) => {
  const body = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: `/api/userprofile/update/${userId}`, payload: body.payload, headers: { ...headers, ...body.headers } });
};
const row = async (id: number) => (await t.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;
const diskPath = (publicPath: string) => path.join(t.dataDir, publicPath.replace(/^\//, ''));

describe('POST /api/userprofile/update/{userId}', () => {
  it('saves every field and returns the user object that replaces the stored copy', async () => {
    const me = await makeUser(t);
    const res = await update(me.id, me.auth, { ...valid(), user_id: 12345 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Profile updated successfully!',
      user: {
        id: me.id,
        user_id: me.id,
        name: 'Asha Verma',
        phone_number: '9876543210',
        apartment_id: apartmentId,
        block_flat_number: 'B-204',
        pincode: '411001',
        city: 'Pune',
      },
    });
    expect((await row(me.id)).phoneNumber).toBe('9876543210');
  });

  it('stores a JPEG picture re-encoded, without EXIF or GPS, and deletes the replaced one', async () => {
    const me = await makeUser(t);
    const first = await update(me.id, me.auth, valid(), [
      { field: 'profile_picture', filename: 'me.jpg', data: await jpegWithExif(1600, 1200), type: 'image/jpeg' },
    ]);
    expect(first.statusCode).toBe(200);
    const firstPath: string = first.json().user.profile_picture;
    expect(firstPath).toMatch(/^\/uploads\/profiles\/[a-f0-9]{32}\.jpg$/);
    const meta = await sharp(diskPath(firstPath)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBe(800);
    const served = await t.app.inject(firstPath);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('max-age');

    const second = await update(me.id, me.auth, valid(), [{ field: 'profile_picture', filename: 'me.png', data: await png(), type: 'image/png' }]);
    expect(second.json().user.profile_picture).toMatch(/\.png$/);
    expect(fs.existsSync(diskPath(firstPath))).toBe(false);
    expect(fs.existsSync(diskPath(second.json().user.profile_picture))).toBe(true);
  });

  it('refuses a file that only pretends to be a JPEG (415) and a WebP (JPG or PNG only), changing nothing', async () => {
    const me = await makeUser(t, { name: 'Before' });
    const fake = await update(me.id, me.auth, valid(), [
      { field: 'profile_picture', filename: 'evil.jpg', data: Buffer.from('<script>alert(1)</script>'), type: 'image/jpeg' },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error).toBe('Only JPG or PNG images are allowed.');
    const wp = await update(me.id, me.auth, valid(), [{ field: 'profile_picture', filename: 'a.webp', data: await webp(), type: 'image/webp' }]);
    expect(wp.statusCode).toBe(415);
    expect((await row(me.id)).name).toBe('Before');
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads', 'profiles'))).not.toContain('evil.jpg');
  });

  it('refuses a picture over 5 MB with 413 in the parser', async () => {
    const me = await makeUser(t);
    const res = await update(me.id, me.auth, valid(), [
      { field: 'profile_picture', filename: 'big.jpg', data: Buffer.alloc(5 * 1024 * 1024 + 10, 1), type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(413);
  });

  const cases: Array<FieldRule<string>> = [
    ['name missing', { name: '' }, 'name', 'Name is required.'],
    ['name too short', { name: 'Al' }, 'name', 'Minimum 3 characters.'],
    overMax('name too long', 'name', 50, 'x'),
    ['phone missing', { phone_number: '' }, 'phone_number', 'Phone number is required.'],
    ['phone not Indian mobile', { phone_number: '5876543210' }, 'phone_number', 'Invalid Indian phone number.'],
    ['phone too short', { phone_number: '98765' }, 'phone_number', 'Invalid Indian phone number.'],
    ['apartment missing', { apartment_id: '' }, 'apartment_id', 'Apartment selection is required.'],
    ['block/flat missing', { block_flat_number: '' }, 'block_flat_number', 'Block/Flat number is required.'],
    overMax('block/flat too long', 'block_flat_number', 100, 'x'),
    ['pincode not 6 digits', { pincode: '12345' }, 'pincode', 'Invalid pincode.'],
    overMax('address too long', 'address', 150, 'x'),
    overMax('city too long', 'city', 100, 'x'),
    overMax('state too long', 'state', 100, 'x'),
  ];
  for (const [name, change, field, message] of cases) {
    it(`400 when ${name}: ${message}`, async () => {
      const me = await makeUser(t, { name: 'Unchanged' });
      const res = await update(me.id, me.auth, { ...valid(), ...change });
      expectFieldError(res, field, message);
      expect((await row(me.id)).name).toBe('Unchanged');
    });
  }

  it('an empty pincode is fine (optional)', async () => {
    const me = await makeUser(t);
    expect((await update(me.id, me.auth, { ...valid(), pincode: '' })).statusCode).toBe(200);
  });

  it('refuses an apartment that does not exist', async () => {
    const me = await makeUser(t);
    const res = await update(me.id, me.auth, { ...valid(), apartment_id: 987654 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Apartment selection is required.');
  });

  it('401 without a token', async () => {
    const me = await makeUser(t);
    const res = await update(me.id, {}, valid());
    expect(res.statusCode).toBe(401);
  });

  it("403 for someone else's profile, and their row is unchanged", async () => {
    const victim = await makeUser(t, { name: 'Victim Name', phoneNumber: '9000000000' });
    const attacker = await makeUser(t);
    const res = await update(victim.id, attacker.auth, { ...valid(), name: 'Hacked' });
    expect(res.statusCode).toBe(403);
    const after = await row(victim.id);
    expect(after.name).toBe('Victim Name');
    expect(after.phoneNumber).toBe('9000000000');
  });

  it('ignores is_admin and user_id sent in the body', async () => {
    const me = await makeUser(t);
    await update(me.id, me.auth, { ...valid(), is_admin: 'true', isadmin: 'true', user_id: 1 });
    expect((await row(me.id)).isAdmin).toBe(false);
  });
});
