import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { makeAdmin, useUsers } from '../../../test/factories';
import { insertRentalRow } from '../../../test/rentals-factories';

const ids: number[] = [];
let hiddenId: number;
const t = useTestApp();
const { owner, tenant } = useUsers(t, { owner: 'user', tenant: 'user' });
beforeAll(async () => {
  for (let i = 1; i <= 10; i++) {
    ids.push((await insertRentalRow(t, { userId: i % 2 ? owner.id : tenant.id, apartmentName: `Home ${i}`, status: i === 3 ? 'Rented' : 'Available' })).id);
  }
  hiddenId = (await insertRentalRow(t, { userId: owner.id, apartmentName: 'Paused flat', status: 'Inactive' })).id;
});

const list = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: Array<{ id: number; apartment_name: string; status: string; photos: string[] }>;
    total: number;
    page: number;
    pageSize: number;
  };
};

describe('GET /api/rentals/listing', () => {
  it('pages 8 at a time, newest first, with a total; Inactive rentals are not listed; photos is always a list', async () => {
    const first = await list('/api/rentals/listing');
    expect(first).toMatchObject({ total: 10, page: 1, pageSize: 8 });
    expect(first.items.map((r) => r.apartment_name)).toEqual(['Home 10', 'Home 9', 'Home 8', 'Home 7', 'Home 6', 'Home 5', 'Home 4', 'Home 3']);
    expect(first.items[7]!.status).toBe('Rented');
    expect(first.items[0]!.photos).toEqual([]);
    const second = await list('/api/rentals/listing?page=2');
    expect(second.items.map((r) => r.apartment_name)).toEqual(['Home 2', 'Home 1']);
  });
});

describe('the rentals total', () => {
  it('follows creates, status changes and deletes through the API', async () => {
    const { rentalFields, sendRental } = await import('../../../test/rentals-factories');
    const created = await sendRental(t, 'POST', '/api/rentals/create', owner, rentalFields());
    expect((await list('/api/rentals/listing')).total).toBe(11);
    const id = created.json().rental.id as number;
    await sendRental(t, 'PUT', `/api/rentals/update/${id}`, owner, rentalFields({ status: 'Inactive' }));
    expect((await list('/api/rentals/listing')).total).toBe(10);
    await sendRental(t, 'PUT', `/api/rentals/update/${id}`, owner, rentalFields({ status: 'Rented' }));
    expect((await list('/api/rentals/listing')).total).toBe(11);
    await t.app.inject({ method: 'DELETE', url: `/api/rentals/delete/${id}`, headers: owner.auth });
    expect((await list('/api/rentals/listing')).total).toBe(10);
  });
});

describe('GET /api/rentals/listing/{userId}', () => {
  it("lists one user's rentals; the Inactive one only for that user and admins", async () => {
    expect((await list(`/api/rentals/listing/${owner.id}`)).total).toBe(5);
    expect((await list(`/api/rentals/listing/${tenant.id}`)).items.map((r) => r.apartment_name)).toEqual(['Home 10', 'Home 8', 'Home 6', 'Home 4', 'Home 2']);
    const own = await list(`/api/rentals/listing/${owner.id}`, owner.auth);
    expect(own.total).toBe(6);
    expect(own.items[0]!.apartment_name).toBe('Paused flat');
    const admin = await makeAdmin(t);
    expect((await list(`/api/rentals/listing/${owner.id}`, admin.auth)).total).toBe(6);
    expect((await list(`/api/rentals/listing/${owner.id}`, tenant.auth)).total).toBe(5);
  });
});

describe('GET /api/rentals/details/{id}', () => {
  it('returns the spec fields; an Inactive rental is 404 except for its owner', async () => {
    const res = await t.app.inject(`/api/rentals/details/${ids[0]}`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'address',
        'apartment_name',
        'available_from',
        'block_flat_number',
        'created_at',
        'description',
        'id',
        'phone_number',
        'photos',
        'poster',
        'rental_cost',
        'role_type',
        'status',
        'type',
        'user_id',
        'verified',
      ].sort(),
    );
    expect((await t.app.inject(`/api/rentals/details/${hiddenId}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/rentals/details/${hiddenId}`, headers: owner.auth })).statusCode).toBe(200);
    expect((await t.app.inject('/api/rentals/details/777777')).json().error).toBe('The rental was not found.');
  });
});
