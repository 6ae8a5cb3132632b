import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE_MAX } from '@padosi/shared/paging';
import { useTestApp } from '../../../test/app';
import { useUsers } from '../../../test/factories';
import { makeCategoryPair, makeProvider } from '../../../test/directory-factories';
import { makeKitchen } from '../../../test/kitchens-factories';

/*
 * Walks every list route of the OpenAPI document (every GET with a `page` query parameter) with the pages a
 * careless or hostile client sends: none may answer 500, and no answer may hold more than the page-size cap.
 */
let listRoutes: string[];
/** The list routes whose page size the client may choose; the others have the spec's fixed size. */
const sizedRoutes = new Set<string>();
const ids: Record<string, number> = {};

const t = useTestApp();
const { admin } = useUsers(t, { admin: 'admin' });
beforeAll(async () => {
  const { main, sub } = await makeCategoryPair(t);
  const provider = await makeProvider(t, { userId: admin.id, categoryId: sub.id });
  Object.assign(ids, { id: main.id, serviceProviderId: provider.id, userId: admin.id });
  // The kitchen routes' {id} is a kitchen's.
  const kitchen = await makeKitchen(t, admin);
  const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, { get?: { parameters?: Array<{ in: string; name: string }> } }> };
  const hasQuery = (ops: (typeof doc.paths)[string], name: string) => Boolean(ops.get?.parameters?.some((p) => p.in === 'query' && p.name === name));
  const lists = Object.entries(doc.paths)
    .filter(([, ops]) => hasQuery(ops, 'page'))
    .map(([url, ops]) => ({
      url: url.replace(/\{(\w+)\}/g, (_, name: string) => String(url.startsWith('/api/kitchens/') && name === 'id' ? kitchen.id : (ids[name] ?? ids.id))),
      sized: hasQuery(ops, 'pageSize'),
    }));
  listRoutes = lists.map((l) => l.url);
  for (const l of lists) if (l.sized) sizedRoutes.add(l.url);
});

const get = (url: string, query: string) => t.app.inject({ method: 'GET', url: `${url}?term=plumber&${query}`, headers: admin.auth });

describe('every list route pages within bounds', () => {
  it('finds the list routes in the route table', () => {
    expect(listRoutes.length).toBeGreaterThanOrEqual(14);
    for (const known of ['/api/ads', '/api/rentals', '/api/carpooling/', '/api/home-help/', '/api/feedback', '/api/enquiries']) {
      expect(
        listRoutes.some((url) => url.startsWith(known)),
        known,
      ).toBe(true);
    }
  });

  for (const page of ['0', '-1', '1000000000000', '1.5', 'abc']) {
    it(`page=${page} is refused with 400 on every list, never 500`, async () => {
      for (const url of listRoutes) {
        const res = await get(url, `page=${page}`);
        expect(res.statusCode, `${url} page=${page} -> ${res.body.slice(0, 200)}`).toBe(400);
      }
    });
  }

  it('a page past the bound (10^12) is refused with 400 on every list, so no offset reaches the database', async () => {
    for (const url of listRoutes) {
      const res = await get(url, 'page=1000000000000');
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('a far page within the bounds answers an empty page with the total', async () => {
    for (const url of listRoutes) {
      const res = await get(url, 'page=100');
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.json()).toMatchObject({ items: [], page: 100 });
      expect(typeof res.json().total).toBe('number');
    }
  });

  for (const pageSize of ['0', '-5', String(PAGE_SIZE_MAX + 1), '1000000']) {
    it(`pageSize=${pageSize} is refused where the client chooses the size, and ignored where the spec fixes it`, async () => {
      for (const url of listRoutes) {
        const res = await get(url, `pageSize=${pageSize}`);
        expect(res.statusCode, `${url} pageSize=${pageSize} -> ${res.body.slice(0, 200)}`).toBe(sizedRoutes.has(url) ? 400 : 200);
        if (!sizedRoutes.has(url)) {
          expect(res.json().pageSize, url).toBeLessThanOrEqual(PAGE_SIZE_MAX);
          expect(res.json().pageSize, url).toBeGreaterThanOrEqual(1);
        }
      }
    });
  }
});
