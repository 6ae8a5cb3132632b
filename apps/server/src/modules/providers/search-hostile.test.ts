import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';
import { makeCategory, makeProvider } from '../../../test/directory-factories';

let plumberCat: number;
let ownerId: number;
const t = useTestApp();
beforeAll(async () => {
  ownerId = (await makeUser(t)).id;
  const home = await makeCategory(t, { name: 'Home Services' });
  plumberCat = (await makeCategory(t, { name: 'Plumber', parentId: home.id })).id;
  await makeProvider(t, { userId: ownerId, name: 'Honest Plumbers', categoryId: plumberCat });
});

const search = (term: string) => t.app.inject({ url: `/api/service-providers/search/search_term?term=${encodeURIComponent(term)}` });

describe('search and the spelling dictionary (finding 3)', () => {
  it('provider text with tsquery operators neither breaks search nor stays in the dictionary after the provider is deleted', async () => {
    const bad = await makeProvider(t, {
      userId: ownerId,
      name: 'Trap',
      categoryId: plumberCat,
      businessDetails: "ex.com/plumber:x site.com:8080 a&b|c !d (e) <f> plumbr's",
    });
    for (const term of ['plumber', 'plumbr', 'plumb', 'site', 'ex.com']) {
      const res = await search(term);
      expect(res.statusCode, term).toBe(200);
    }
    expect((await search('plumber')).json().items.map((i: { name: string }) => i.name)).toContain('Honest Plumbers');
    await t.db.delete(schema.serviceProviders).where(eq(schema.serviceProviders.id, bad.id));
    expect((await search('plumber')).statusCode).toBe(200);
  });

  it('a hostile word already in the dictionary is skipped when read', async () => {
    await t.db
      .insert(schema.searchWords)
      .values(['plumber:x', "plumbe'r", 'plumber&', 'plumber|!', 'plumber\\', 'plumber(', 'plumbers)'].map((word) => ({ word })))
      .onConflictDoNothing();
    const res = await search('plumber');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { name: string }) => i.name)).toContain('Honest Plumbers');
  });

  it('tsquery syntax typed into the box is read as words', async () => {
    for (const term of ['plumb:*', "'plumber'", 'plumber & !honest', 'a:b:c', '\\', "''", '!!!', '(plumber', 'plumber <-> honest', '&|!():*']) {
      const res = await search(term);
      expect(res.statusCode, term).toBe(200);
    }
  });
});
