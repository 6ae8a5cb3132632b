import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { makeAdmin, makeUser, type TestUser } from '../../../test/factories';
import { insertRequest, makeCategory, makeProvider } from '../../../test/home-help-factories';

let asha: TestUser;
let bala: TestUser;
let admin: TestUser;
const ashaIds: number[] = [];
let balaCook: number;
const t = useTestApp();
beforeAll(async () => {
  asha = await makeUser(t, { name: 'Asha', email: 'asha@test.padosi.in' });
  bala = await makeUser(t, { name: 'Bala' });
  admin = await makeAdmin(t);
  const home = await makeCategory(t, 'House Keeping', null, true, 'housekeeping');
  const cook = await makeProvider(t, home, await makeCategory(t, 'Cook', home.id, true, 'cook'), { name: 'Meena', rating: 3.6, profileImage: 'abc.jpg' });
  for (let i = 0; i < 17; i++) {
    const row = await insertRequest(t, asha.id, {
      serviceType: i % 2 ? 'Maid' : 'Both',
      address: i === 3 ? 'Tower 7, Palm Grove' : `Flat ${i}, Green Meadows`,
    });
    ashaIds.push(row.id);
  }
  balaCook = (await insertRequest(t, bala.id, { serviceType: 'Cook', status: 'In Progress', providerId: cook.id, address: 'Villa 2, Palm Grove' })).id;
});

type Item = {
  id: number;
  user_id: number;
  status: string;
  provider_name: string | null;
  provider_picture: string | null;
  provider_rating: number | null;
  requester_name: string;
};
const get = async (url: string, user: TestUser | null, query: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, query, headers: user?.auth ?? {} });
  return { status: res.statusCode, body: res.json() as { items: Item[]; total: number; page: number; pageSize: number }, raw: res.body };
};
const ids = (b: { items: Item[] }) => b.items.map((i) => i.id);

describe('GET /api/home-help/', () => {
  it('admins see every request, newest first, 15 per page with the total', async () => {
    const first = await get('/api/home-help/', admin);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 18, page: 1, pageSize: 15 });
    expect(ids(first.body)[0]).toBe(balaCook);
    expect(first.body.items).toHaveLength(15);
    const second = await get('/api/home-help/', admin, { page: '2' });
    expect(ids(second.body)).toEqual([ashaIds[2], ashaIds[1], ashaIds[0]]);
  });

  it('admins filter by service type, by part of the address and by status', async () => {
    expect((await get('/api/home-help/', admin, { service_type: 'Cook' })).body.items.map((i) => i.id)).toEqual([balaCook]);
    expect((await get('/api/home-help/', admin, { service_type: 'Maid' })).body.total).toBe(8);
    expect(ids((await get('/api/home-help/', admin, { address: 'palm GROVE' })).body)).toEqual([balaCook, ashaIds[3]]);
    expect(ids((await get('/api/home-help/', admin, { status: 'In Progress' })).body)).toEqual([balaCook]);
    expect((await get('/api/home-help/', admin, { address: '%' })).body.total).toBe(0);
  });

  it('shows the assigned provider with picture path and rating, and the requester by name only', async () => {
    const { body, raw } = await get('/api/home-help/', admin, { service_type: 'Cook' });
    expect(body.items[0]).toMatchObject({
      provider_name: 'Meena',
      provider_picture: '/uploads/serviceproviders/abc.jpg',
      provider_rating: 3.6,
      requester_name: 'Bala',
    });
    expect(raw).not.toContain('@');
  });

  it('anyone else gets only their own requests, filters included', async () => {
    const mine = await get('/api/home-help/', bala);
    expect(mine.status).toBe(200);
    expect(ids(mine.body)).toEqual([balaCook]);
    expect((await get('/api/home-help/', bala, { address: 'Green Meadows' })).body.total).toBe(0);
    const hers = await get('/api/home-help/', asha, { address: 'palm' });
    expect(ids(hers.body)).toEqual([ashaIds[3]]);
  });

  it('admins may narrow to one requester; for anyone else user_id changes nothing', async () => {
    expect(ids((await get('/api/home-help/', admin, { user_id: String(bala.id) })).body)).toEqual([balaCook]);
    expect((await get('/api/home-help/', asha, { user_id: String(bala.id) })).body.total).toBe(17);
  });

  it('the same list answers without the trailing slash', async () => {
    expect(ids((await get('/api/home-help', bala)).body)).toEqual([balaCook]);
  });

  it('needs a bearer token and refuses unknown filters', async () => {
    expect((await get('/api/home-help/', null)).status).toBe(401);
    expect((await get('/api/home-help/', admin, { service_type: 'Gardener' })).status).toBe(400);
  });
});

describe('GET /api/home-help/user-requests', () => {
  it('lists only my own requests, paged 15 at a time', async () => {
    const res = await get('/api/home-help/user-requests', asha);
    expect(res.body.total).toBe(17);
    expect(res.body.items.every((i) => i.user_id === asha.id)).toBe(true);
    expect((await get('/api/home-help/user-requests', asha, { page: '2' })).body.items).toHaveLength(2);
  });
  it('is my own list for admins too', async () => {
    expect((await get('/api/home-help/user-requests', admin)).body.total).toBe(0);
  });
  it('needs a bearer token', async () => {
    expect((await get('/api/home-help/user-requests', null)).status).toBe(401);
  });
});
