import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { makeCategory, makeProvider } from '../../../test/directory-factories';
import { insertRow } from '../../../test/factories';
import * as schema from '../../db/schema/index';

let plumberCat: number;
let homeCat: number;
const t = useTestApp();
beforeAll(async () => {
  const owner = await makeUser(t, { name: 'Plumly Rao' });
  await makeUser(t, { name: 'Disabled Plumbing Fan', isDisabled: true });
  const home = await makeCategory(t, { name: 'Home Services' });
  const health = await makeCategory(t, { name: 'Health' });
  homeCat = home.id;
  plumberCat = (await makeCategory(t, { name: 'Plumber', parentId: home.id })).id;
  const electrician = (await makeCategory(t, { name: 'Electrician', parentId: home.id })).id;
  const dentist = (await makeCategory(t, { name: 'Dentist', parentId: health.id })).id;
  const add = (name: string, categoryId: number, extra: object = {}) => makeProvider(t, { userId: owner.id, name, categoryId, ...extra });
  await add('Sharma Plumbing Works', plumberCat, { rating: 4 });
  await add('sharma plumbing works', plumberCat);
  await add('Gupta Pipe Fitters', plumberCat, { rating: 4.5 });
  await add('Bright Electricals', electrician);
  await add('Verma Power Solutions', electrician, { businessDetails: 'Wiring and inverter repair' });
  await add('Smile Dental Care', dentist);
  await add('Sharma Dental Clinic', dentist);
  await add('50% Off Repairs', electrician);
  for (let i = 1; i <= 15; i++) await add(`Cafe Aroma ${i}`, dentist);
  // Home kitchens are suggested while shown (issue 25); a resident's own name never is.
  const cook = await makeUser(t, { name: 'Plumcake Resident' });
  const kitchen = { cuisines: ['North Indian'], diet: 'veg' as const, pickupPoint: 'Gate 1', schedule: [] };
  await insertRow(t, schema.kitchens, { userId: cook.id, name: 'Plum Tree Tiffins', ...kitchen });
  const hiddenCook = await makeUser(t);
  await insertRow(t, schema.kitchens, { userId: hiddenCook.id, name: 'Plumb Hidden Kitchen', hiddenReason: 'admin', ...kitchen });
});

const suggest = (term?: string) =>
  t.app.inject({ url: `/api/service-providers/search/suggestions${term === undefined ? '' : `?term=${encodeURIComponent(term)}`}` });
const search = (term: string, query = '') => t.app.inject({ url: `/api/service-providers/search/search_term?term=${encodeURIComponent(term)}${query}` });
const names = (items: Array<{ name: string }>) => items.map((i) => i.name);

describe('GET /api/service-providers/search/suggestions', () => {
  it('answers empty lists for a blank or missing term', async () => {
    for (const term of [undefined, '', '   ']) {
      const res = await suggest(term);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ categories: [], service_providers: [], kitchens: [], users: [] });
    }
  });

  it('suggests distinct names containing the text, case-insensitively, from categories, providers and shown kitchens; never residents', async () => {
    const res = await suggest('PLUM');
    expect(res.statusCode).toBe(200);
    // "Plumly Rao" and "Plumcake Resident" are residents, not public listings; the hidden kitchen is not shown.
    expect(res.json()).toEqual({
      categories: [{ name: 'Plumber' }],
      service_providers: [{ name: 'Sharma Plumbing Works' }],
      kitchens: [{ name: 'Plum Tree Tiffins' }],
      users: [],
    });
  });

  it('matches inside names, not only at the start', async () => {
    expect(names((await suggest('ental')).json().service_providers)).toEqual(['Smile Dental Care', 'Sharma Dental Clinic']);
    expect(names((await suggest('ntis')).json().categories)).toEqual(['Dentist']);
  });

  it('returns at most 10 per kind, names starting with the text first', async () => {
    const res = (await suggest('aroma')).json();
    expect(res.service_providers).toHaveLength(10);
    expect(res.service_providers[0].name).toBe('Cafe Aroma 1');
  });

  it('one or two characters match the start of names', async () => {
    expect(names((await suggest('gu')).json().service_providers)).toEqual(['Gupta Pipe Fitters']);
    expect(names((await suggest('pl')).json().kitchens)).toEqual(['Plum Tree Tiffins']);
    expect((await suggest('pl')).json().users).toEqual([]);
  });

  it('treats % and _ as text, not wildcards', async () => {
    expect(names((await suggest('50%')).json().service_providers)).toEqual(['50% Off Repairs']);
    expect((await suggest('%%%')).json().service_providers).toEqual([]);
  });

  it('never suggests residents, disabled or not', async () => {
    expect((await suggest('plumbing fan')).json().users).toEqual([]);
    for (const term of ['plumly rao', 'plumcake']) {
      const body = (await suggest(term)).json() as Record<string, Array<{ name: string }>>;
      expect(
        Object.values(body)
          .flat()
          .map((i) => i.name),
      ).not.toContain(term === 'plumcake' ? 'Plumcake Resident' : 'Plumly Rao');
    }
  });

  it('a newly registered provider is suggested at once', async () => {
    const me = await makeUser(t);
    expect((await suggest('zebra')).json().service_providers).toEqual([]);
    const form = multipart({ name: 'Zebra Crossing Tutors', has_shop: 'no', parent_id: homeCat, service_type: plumberCat, phone_number: '9876543210' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/service-providers/create',
      payload: form.payload,
      headers: { ...me.auth, ...form.headers },
    });
    expect(created.statusCode).toBe(201);
    expect(names((await suggest('zebra')).json().service_providers)).toEqual(['Zebra Crossing Tutors']);
  });

  it('400 for a term over 100 characters', async () => {
    const res = await suggest('x'.repeat(101));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Maximum 100 characters allowed.');
  });
});

describe('GET /api/service-providers/search/search_term', () => {
  it('finds providers by their trade, name words ranking above category words', async () => {
    const res = await search('plumbing');
    expect(res.statusCode).toBe(200);
    const found = names(res.json().items);
    expect(found.slice(0, 2).map((n) => n.toLowerCase())).toEqual(['sharma plumbing works', 'sharma plumbing works']);
    // Gupta is found through the category Plumber, a word spelt like "plumbing".
    expect(found).toContain('Gupta Pipe Fitters');
    expect(found).not.toContain('Bright Electricals');
    expect(res.json()).toMatchObject({ total: found.length, page: 1, pageSize: 20 });
  });

  it('tolerates misspelt trades: "plumbr" and "electrision"', async () => {
    expect(names((await search('plumbr')).json().items)).toEqual(expect.arrayContaining(['Gupta Pipe Fitters', 'Sharma Plumbing Works']));
    const electricians = names((await search('electrision')).json().items);
    expect(electricians).toEqual(expect.arrayContaining(['Bright Electricals', 'Verma Power Solutions']));
    expect(electricians).not.toContain('Smile Dental Care');
  });

  it('matches word prefixes and business details', async () => {
    expect(names((await search('dent')).json().items)).toEqual(expect.arrayContaining(['Smile Dental Care', 'Sharma Dental Clinic']));
    expect(names((await search('inverter')).json().items)).toEqual(['Verma Power Solutions']);
  });

  it('needs every word when that finds something, else accepts any word', async () => {
    expect(names((await search('sharma dentist')).json().items)).toEqual(['Sharma Dental Clinic']);
    const loose = names((await search('dentist koramangala')).json().items);
    expect(loose).toEqual(expect.arrayContaining(['Smile Dental Care', 'Sharma Dental Clinic']));
  });

  it('pages results with the total, past the end too', async () => {
    const page2 = (await search('aroma', '&pageSize=10&page=2')).json();
    expect(page2).toMatchObject({ total: 15, page: 2 });
    expect(page2.items).toHaveLength(5);
    expect((await search('aroma', '&pageSize=10&page=3')).json()).toMatchObject({ items: [], total: 15 });
  });

  it('returns nothing for blank or punctuation-only terms and for unknown words', async () => {
    expect((await search('   ')).json()).toMatchObject({ items: [], total: 0 });
    expect((await search('!!!')).json()).toMatchObject({ items: [], total: 0 });
    expect((await search('qqqxxzz')).json()).toMatchObject({ items: [], total: 0 });
  });
});

describe('rate limits', () => {
  it('suggestions and search answer 429 with Retry-After past the limit', async () => {
    const limited = await buildTestApp({ SEARCH_RATE_LIMIT: '2' });
    try {
      for (const url of ['/api/service-providers/search/suggestions?term=ab', '/api/service-providers/search/search_term?term=ab']) {
        await limited.app.inject(url);
        await limited.app.inject(url);
        const res = await limited.app.inject(url);
        expect(res.statusCode).toBe(429);
        expect(res.headers['retry-after']).toBeDefined();
        expect(res.json().error).toMatch(/^Too many requests/);
      }
    } finally {
      await limited.close();
    }
  });
});
