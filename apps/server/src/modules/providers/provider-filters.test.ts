import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { makeApartment, makeUser } from '../../../test/factories';
import { makeCategory, makeProvider } from '../../../test/directory-factories';

// The directory's filters (issue 15): verified only, rated 4 and up, one apartment; on category lists and search.
let plumber: number;
let home: number;
let lakeView: number;
const t = useTestApp();
beforeAll(async () => {
  const owner = await makeUser(t);
  home = (await makeCategory(t, { name: 'Home Services' })).id;
  plumber = (await makeCategory(t, { name: 'Plumber', parentId: home })).id;
  lakeView = (await makeApartment(t, 'Lake View')).id;
  const hill = (await makeApartment(t, 'Hill Crest')).id;
  const add = (name: string, extra: object) => makeProvider(t, { userId: owner.id, categoryId: plumber, name, ...extra });
  await add('Verified Good Plumbing', { adminVerified: true, rating: 4.5, apartmentId: lakeView });
  await add('Verified Fair Plumbing', { adminVerified: true, rating: 3, apartmentId: hill });
  await add('Unverified Great Plumbing', { rating: 4.8, apartmentId: lakeView });
  await add('Unverified New Plumbing', { apartmentId: hill });
});

const names = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ items: { name: string }[]; total: number }>();
  expect(body.total).toBe(body.items.length);
  return body.items.map((i) => i.name).sort();
};

describe.each([
  ['a sub category list', () => `/api/service-providers/listing/${plumber}?`],
  ['a main category list', () => `/api/service-providers/listing/${home}?`],
  ['search', () => '/api/service-providers/search/search_term?term=plumbing&'],
])('filters on %s', (_, base) => {
  it('narrows to verified, to rated 4+, to one apartment, and to all three together', async () => {
    expect(await names(base())).toHaveLength(4);
    expect(await names(`${base()}verified=1`)).toEqual(['Verified Fair Plumbing', 'Verified Good Plumbing']);
    expect(await names(`${base()}rating=4`)).toEqual(['Unverified Great Plumbing', 'Verified Good Plumbing']);
    expect(await names(`${base()}apartment=${lakeView}`)).toEqual(['Unverified Great Plumbing', 'Verified Good Plumbing']);
    expect(await names(`${base()}verified=1&rating=4&apartment=${lakeView}`)).toEqual(['Verified Good Plumbing']);
  });

  it('refuses values outside the closed sets with 400', async () => {
    for (const q of ['verified=yes', 'rating=3', 'rating=4%20OR%201=1', 'apartment=0', 'apartment=-1', 'apartment=99999999999', 'apartment=abc']) {
      expect((await t.app.inject({ url: `${base()}${q}` })).statusCode, q).toBe(400);
    }
  });
});
