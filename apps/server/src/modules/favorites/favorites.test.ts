import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeUser, type TestUser } from '../../../test/factories';
import { makeCategoryPair, makeProvider } from '../../../test/directory-factories';

let providerId: number;
const t = useTestApp();
beforeAll(async () => {
  const owner = await makeUser(t);
  providerId = (await makeProvider(t, { userId: owner.id, categoryId: (await makeCategoryPair(t)).sub.id })).id;
});

const addFav = (user: TestUser | null, payload: object) => t.app.inject({ method: 'POST', url: '/api/favorites/add', headers: user?.auth ?? {}, payload });
const removeFav = (user: TestUser | null, payload?: object, query = '') =>
  t.app.inject({ method: 'DELETE', url: `/api/favorites/remove${query}`, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
const stored = async (userId: number) => t.db.select().from(schema.favorites).where(eq(schema.favorites.userId, userId));

describe('favourites', () => {
  it('add, list (id is the provider id) and remove, with the spec texts', async () => {
    const me = await makeUser(t);
    const added = await addFav(me, { service_provider_id: providerId, user_id: 777 });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ message: 'Service provider added to favorites.', service_provider_id: providerId, is_favorite: true });
    expect(await stored(me.id)).toHaveLength(1);

    const list = await t.app.inject({ url: '/api/favorites/list', headers: me.auth });
    expect(list.json()).toEqual([{ id: providerId, service_provider_id: providerId, created_at: expect.any(String) }]);

    const removed = await removeFav(me, { service_provider_id: providerId });
    expect(removed.json()).toEqual({ message: 'Service provider removed from favorites.', service_provider_id: providerId, is_favorite: false });
    expect(await stored(me.id)).toEqual([]);
  });

  it('adding twice keeps one favourite; removal also takes the id in the query', async () => {
    const me = await makeUser(t);
    await addFav(me, { service_provider_id: providerId });
    expect((await addFav(me, { service_provider_id: providerId })).statusCode).toBe(200);
    expect(await stored(me.id)).toHaveLength(1);
    expect((await removeFav(me, undefined, `?service_provider_id=${providerId}`)).statusCode).toBe(200);
    expect(await stored(me.id)).toEqual([]);
  });

  it("one user's removal leaves another user's favourite alone", async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    await addFav(a, { service_provider_id: providerId });
    await addFav(b, { service_provider_id: providerId });
    await removeFav(a, { service_provider_id: providerId });
    expect(await stored(b.id)).toHaveLength(1);
  });

  it('401 for visitors on every call; 404 for an unknown provider; 400 without an id', async () => {
    expect((await addFav(null, { service_provider_id: providerId })).statusCode).toBe(401);
    expect((await removeFav(null, { service_provider_id: providerId })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/favorites/list' })).statusCode).toBe(401);
    const me = await makeUser(t);
    expect((await addFav(me, { service_provider_id: 999999 })).statusCode).toBe(404);
    expect((await addFav(me, {})).statusCode).toBe(400);
    expect((await removeFav(me, {})).statusCode).toBe(400);
  });
});
