import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { makeUser, type TestUser, useUsers } from '../../../test/factories';
import { makeCategory, makeProvider } from '../../../test/home-help-factories';

const named: Record<string, number> = {};
const t = useTestApp();
const { admin } = useUsers(t, { admin: 'admin' });
beforeAll(async () => {
  const houseKeeping = await makeCategory(t, 'House Keeping');
  const home = await makeCategory(t, 'Home Services');
  const repairs = await makeCategory(t, 'Repairs & Maintenance');
  const hidden = await makeCategory(t, 'Maids (old)', null, false);
  const add = async (name: string, main: { id: number }, subName: string, rating: number, profileImage: string | null = null) => {
    named[name] = (await makeProvider(t, main, await makeCategory(t, subName, main.id), { name, rating, profileImage })).id;
  };
  await add('Sunita', houseKeeping, 'Deep Cleaning', 4.2, 'sunita.jpg'); // main category matches
  await add('Lakshmi', home, 'Maid Services', 4.8, '/uploads/serviceproviders/lakshmi.webp'); // sub category matches
  await add('Meena', home, 'Home Cook', 3.9);
  await add('Kavita', home, 'Housekeeping', 4.8);
  await add('Geeta', houseKeeping, 'Cook', 4.0); // a cook listed under House Keeping
  await add('Raju', repairs, 'Pressure Cooker Repair', 5); // "cooker" is not "cook"
  await add('Imran', repairs, 'Plumber', 4.9);
  await add('Old', hidden, 'Cleaning', 5); // inactive category
});

type P = { id: number; name: string; picture: string | null; rating: number; category: string };
const providers = async (query = '', user: TestUser = admin) => {
  const res = await t.app.inject({ url: `/api/home-help/providers${query}`, headers: user.auth });
  return { status: res.statusCode, body: res.json() as P[] };
};

describe('GET /api/home-help/providers', () => {
  it('lists maid, cook and house-keeping providers by main or sub category, best rated first', async () => {
    const { status, body } = await providers();
    expect(status).toBe(200);
    expect(body.map((p) => p.name)).toEqual(['Kavita', 'Lakshmi', 'Sunita', 'Geeta', 'Meena']);
    expect(body.find((p) => p.name === 'Sunita')).toEqual({
      id: named.Sunita,
      name: 'Sunita',
      picture: '/uploads/serviceproviders/sunita.jpg',
      rating: 4.2,
      review_count: 0,
      category: 'House Keeping',
    });
    expect(body.find((p) => p.name === 'Lakshmi')).toMatchObject({ picture: '/uploads/serviceproviders/lakshmi.webp', category: 'Maid Services' });
    expect(body.find((p) => p.name === 'Meena')).toMatchObject({ picture: null, category: 'Home Cook' });
  });

  it('narrows to one service type, judged by the sub category first', async () => {
    expect((await providers('?service_type=Cook')).body.map((p) => p.name)).toEqual(['Geeta', 'Meena']);
    expect((await providers('?service_type=Maid')).body.map((p) => p.name)).toEqual(['Kavita', 'Lakshmi', 'Sunita']);
    expect((await providers('?service_type=Both')).body).toHaveLength(5);
  });

  it('is for admins only', async () => {
    const user = await makeUser(t);
    const res = await providers('', user);
    expect(res.status).toBe(403);
    expect((await t.app.inject({ url: '/api/home-help/providers' })).statusCode).toBe(401);
  });
});
