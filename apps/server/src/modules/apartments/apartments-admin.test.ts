import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeApartment, makeUser, type TestUser, useUsers } from '../../../test/factories';
import { multipart } from '../../../test/multipart';

const t = useTestApp();
const { admin, resident } = useUsers(t, { admin: 'admin', resident: 'user' });

const apartment = async (id: number) => (await t.db.select().from(schema.apartments).where(eq(schema.apartments.id, id)))[0]!;
const put = (url: string, user: TestUser | null, payload: object) => t.app.inject({ method: 'PUT', url, headers: user?.auth ?? {}, payload });
const saveProfile = (user: TestUser, apartmentId: number) => {
  const body = multipart({
    name: 'Asha Verma',
    phone_number: '9876543210',
    apartment_id: apartmentId,
    block_flat_number: 'B-1',
    address: 'MG Road',
    city: 'Pune',
    state: 'MH',
    pincode: '411001',
  });
  return t.app.inject({ method: 'POST', url: `/api/userprofile/update/${user.id}`, payload: body.payload, headers: { ...user.auth, ...body.headers } });
};

describe('PUT /api/apartments/{id} (rename)', () => {
  it('an admin renames; a taken name is a 409; others are refused and the name stays', async () => {
    const a = await makeApartment(t, 'Old Name Towers');
    await makeApartment(t, 'Taken Towers');
    expect((await put(`/api/apartments/${a.id}`, null, { name: 'X' })).statusCode).toBe(401);
    expect((await put(`/api/apartments/${a.id}`, resident, { name: 'X' })).statusCode).toBe(403);
    const taken = await put(`/api/apartments/${a.id}`, admin, { name: 'Taken Towers' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('An apartment with this name already exists.');
    expect((await apartment(a.id)).name).toBe('Old Name Towers');
    const res = await put(`/api/apartments/${a.id}`, admin, { name: 'New Name Towers' });
    expect(res.statusCode).toBe(200);
    expect((await apartment(a.id)).name).toBe('New Name Towers');
    expect((await put('/api/apartments/999999', admin, { name: 'Nowhere' })).statusCode).toBe(404);
  });
});

describe('PUT /api/apartments/{id}/retire', () => {
  it('a retired apartment stays on profiles, leaves the choice list, and cannot be chosen anew', async () => {
    const a = await makeApartment(t, 'Retiring Residency');
    const other = await makeApartment(t, 'Staying Residency');
    const living = await makeUser(t);
    expect((await saveProfile(living, a.id)).statusCode).toBe(200);

    expect((await put(`/api/apartments/${a.id}/retire`, null, { retired: true })).statusCode).toBe(401);
    expect((await put(`/api/apartments/${a.id}/retire`, resident, { retired: true })).statusCode).toBe(403);
    expect((await apartment(a.id)).retiredAt).toBeNull();
    const res = await put(`/api/apartments/${a.id}/retire`, admin, { retired: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: a.id, retired: true });

    const names = (await t.app.inject('/api/apartments')).json().map((x: { name: string }) => x.name);
    expect(names).toContain('Staying Residency');
    expect(names).not.toContain('Retiring Residency');
    // The resident who lives there still sees it in their own list, and can save their profile unchanged.
    const mine = (await t.app.inject({ url: '/api/apartments', headers: living.auth })).json().map((x: { id: number }) => x.id);
    expect(mine).toContain(a.id);
    expect((await saveProfile(living, a.id)).statusCode).toBe(200);
    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, living.id));
    expect(row!.apartmentId).toBe(a.id);

    const newcomer = await makeUser(t);
    const refused = await saveProfile(newcomer, a.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('This apartment is no longer available. Choose another one.');
    const [fresh] = await t.db.select().from(schema.users).where(eq(schema.users.id, newcomer.id));
    expect(fresh!.apartmentId).toBeNull();
    expect((await saveProfile(newcomer, other.id)).statusCode).toBe(200);

    expect((await put(`/api/apartments/${a.id}/retire`, admin, { retired: false })).json().retired).toBe(false);
    expect((await saveProfile(newcomer, a.id)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/apartments', () => {
  it('lists every apartment with residents and the retired flag, for admins only', async () => {
    const a = await makeApartment(t, 'Counted Court');
    await t.db.update(schema.users).set({ apartmentId: a.id }).where(eq(schema.users.id, resident.id));
    expect((await t.app.inject('/api/admin/apartments')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/apartments', headers: resident.auth })).statusCode).toBe(403);
    const res = await t.app.inject({ url: '/api/admin/apartments', headers: admin.auth });
    expect(res.json().find((x: { id: number }) => x.id === a.id)).toEqual({ id: a.id, name: 'Counted Court', retired: false, residents: 1 });
  });
});
