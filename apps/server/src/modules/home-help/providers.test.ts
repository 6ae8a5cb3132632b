import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { CATEGORY_MESSAGES, type CategoryHomeHelp } from '@padosi/shared/category-constants';
import { multipart } from '../../../test/multipart';
import { makeUser, type TestUser, useUsers } from '../../../test/factories';
import { makeCategory, makeProvider } from '../../../test/home-help-factories';

const named: Record<string, number> = {};
const t = useTestApp();
const { admin } = useUsers(t, { admin: 'admin' });
beforeAll(async () => {
  // Only the admin's choice (home_help) counts, never the name (issue 24).
  const houseKeeping = await makeCategory(t, 'House Keeping', null, true, 'housekeeping');
  const home = await makeCategory(t, 'Home Services');
  const repairs = await makeCategory(t, 'Repairs & Maintenance');
  const hidden = await makeCategory(t, 'Maids (old)', null, false, 'maid');
  const add = async (
    name: string,
    main: { id: number },
    subName: string,
    rating: number,
    profileImage: string | null = null,
    kind: CategoryHomeHelp | null = null,
  ) => {
    named[name] = (await makeProvider(t, main, await makeCategory(t, subName, main.id, true, kind), { name, rating, profileImage })).id;
  };
  await add('Sunita', houseKeeping, 'Deep Cleaning', 4.2, 'sunita.jpg'); // its main category is marked
  await add('Lakshmi', home, 'Maid Services', 4.8, '/uploads/serviceproviders/lakshmi.webp', 'maid'); // its sub category is marked
  await add('Meena', home, 'Home Cook', 3.9, null, 'cook');
  await add('Kavita', home, 'Housekeeping', 4.8, null, 'housekeeping');
  await add('Shanti', home, 'Kaamwali Bai', 4.5, null, 'maid'); // no English word in the name: the choice decides
  await add('Geeta', houseKeeping, 'Cook', 4.0, null, 'cook'); // a cook listed under House Keeping
  await add('Babu', repairs, 'Cooks (unmarked)', 5); // named for cooks, but nobody chose it
  await add('Raju', repairs, 'Pressure Cooker Repair', 5);
  await add('Imran', repairs, 'Plumber', 4.9);
  await add('Old', hidden, 'Cleaning', 5); // inactive category
});

type P = { id: number; name: string; picture: string | null; rating: number; category: string };
const providers = async (query = '', user: TestUser = admin) => {
  const res = await t.app.inject({ url: `/api/home-help/providers${query}`, headers: user.auth });
  return { status: res.statusCode, body: res.json() as P[] };
};

describe('GET /api/home-help/providers', () => {
  it('lists the providers of categories marked maid, cook or house keeping, by main or sub category, best rated first', async () => {
    const { status, body } = await providers();
    expect(status).toBe(200);
    expect(body.map((p) => p.name)).toEqual(['Kavita', 'Lakshmi', 'Shanti', 'Sunita', 'Geeta', 'Meena']);
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

  it('narrows to one service type, judged by the sub category first; house keeping answers maid requests', async () => {
    expect((await providers('?service_type=Cook')).body.map((p) => p.name)).toEqual(['Geeta', 'Meena']);
    expect((await providers('?service_type=Maid')).body.map((p) => p.name)).toEqual(['Kavita', 'Lakshmi', 'Shanti', 'Sunita']);
    expect((await providers('?service_type=Both')).body).toHaveLength(6);
  });

  it('is for admins only', async () => {
    const user = await makeUser(t);
    const res = await providers('', user);
    expect(res.status).toBe(403);
    expect((await t.app.inject({ url: '/api/home-help/providers' })).statusCode).toBe(401);
  });
});

describe('choosing which categories supply home help (issue 24)', () => {
  const update = (id: number, fields: Record<string, string>) => {
    const body = multipart(fields, []);
    return t.app.inject({ method: 'PUT', url: `/api/managecategory/update/${id}`, payload: body.payload, headers: { ...admin.auth, ...body.headers } });
  };

  it("an admin's choice in the category form makes its providers assignable; an edit without it keeps it; a wrong one is refused", async () => {
    const main = await makeCategory(t, 'Domestic Staff');
    const sub = await makeCategory(t, 'Rasoiya', main.id);
    named.Pooja = (await makeProvider(t, main, sub, { name: 'Pooja', rating: 4.1 })).id;
    expect((await providers('?service_type=Cook')).body.map((p) => p.name)).not.toContain('Pooja');

    const chosen = await update(sub.id, { name: 'Rasoiya', parent_id: String(main.id), home_help: 'cook' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.home_help).toBe('cook');
    expect((await providers('?service_type=Cook')).body.map((p) => p.name)).toEqual(['Pooja', 'Geeta', 'Meena']);
    expect((await providers('?service_type=Maid')).body.map((p) => p.name)).not.toContain('Pooja');

    const renamed = await update(sub.id, { name: 'Rasoiya (cook)', parent_id: String(main.id) });
    expect(renamed.json().data.home_help).toBe('cook');

    const wrong = await update(sub.id, { name: 'Rasoiya', parent_id: String(main.id), home_help: 'driver' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(CATEGORY_MESSAGES.homeHelpInvalid);

    const cleared = await update(sub.id, { name: 'Rasoiya', parent_id: String(main.id), home_help: '' });
    expect(cleared.json().data.home_help).toBeNull();
    expect((await providers()).body.map((p) => p.name)).not.toContain('Pooja');
  });
});
