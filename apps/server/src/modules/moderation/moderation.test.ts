import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { makeUser, type TestUser, useUsers } from '../../../test/factories';
import { firstCategoryId, insertAdRow } from '../../../test/ads-factories';
import { insertRentalRow } from '../../../test/rentals-factories';
import { insertRide } from '../../../test/carpool-factories';
import { makeKitchen, NOW, setNow } from '../../../test/kitchens-factories';

/*
 * Issue 24: the console's Listings screen. An admin finds an ad, rental, ride or kitchen, hides it with a reason and
 * shows it again; the public gets 410 "removed by the moderators" (en/hi) and loses it from the lists, the owner
 * still opens it and reads the reason, and each action is one audit row.
 */
const t = useTestApp({ WRITE_RATE_LIMIT: '5000' });
const { admin, visitor } = useUsers(t, { admin: 'admin', visitor: 'user' });
let owner: TestUser;
let ids: { ad: number; rental: number; ride: number; kitchen: number };
beforeAll(async () => {
  setNow(t, NOW);
  owner = await makeUser(t);
  const categoryId = await firstCategoryId(t);
  const ad = await insertAdRow(t, { userId: owner.id, categoryId, title: 'Quokka study lamp' });
  const rental = await insertRentalRow(t, { userId: owner.id, apartmentName: 'Quokka Heights' });
  const ride = await insertRide(t, owner.id, { fromLocation: 'Quokka Gate', toLocation: 'Whitefield' });
  const kitchen = await makeKitchen(t, owner, { name: 'Quokka Kitchen' });
  ids = { ad: ad.id, rental: rental.id, ride: ride.id, kitchen: kitchen.id };
});

const get = (url: string, user: TestUser | null = null, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(user?.auth ?? {}), ...headers } });
const moderate = (kind: string, id: number, user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/listings/${kind}/${id}`, headers: user.auth, payload });

const KINDS = [
  { kind: 'ad', detail: (id: number) => `/api/ads/details/${id}`, list: '/api/ads/listing', idOf: (i: Record<string, number>) => i.ad_id },
  { kind: 'rental', detail: (id: number) => `/api/rentals/details/${id}`, list: '/api/rentals/listing', idOf: (i: Record<string, number>) => i.id },
  {
    kind: 'ride',
    detail: (id: number) => `/api/carpooling/details/${id}`,
    list: '/api/carpooling/listing?from=Quokka',
    idOf: (i: Record<string, number>) => i.id,
  },
  { kind: 'kitchen', detail: (id: number) => `/api/kitchens/${id}`, list: '/api/kitchens?q=Quokka', idOf: (i: Record<string, number>) => i.id },
] as const;

const listed = async (url: string, idOf: (i: Record<string, number>) => number) =>
  ((await get(url)).json() as { items: Array<Record<string, number>> }).items.map(idOf);

describe('the Listings screen (admin)', () => {
  it('refuses a resident, and asks a reason to hide', async () => {
    expect((await get('/api/admin/listings?kind=ad', visitor)).statusCode).toBe(403);
    expect((await moderate('ad', ids.ad, visitor, { hidden: true, reason: 'Selling fake goods here.' })).statusCode).toBe(403);
    const noReason = await moderate('ad', ids.ad, admin, { hidden: true });
    expect(noReason.statusCode).toBe(400);
    const short = await moderate('ad', ids.ad, admin, { hidden: true, reason: ' no ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Please say why it is hidden (at least 5 characters).');
    expect((await moderate('ad', ids.ad, admin, { hidden: true, reason: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await moderate('ad', 999_999, admin, { hidden: true, reason: 'Selling fake goods here.' })).statusCode).toBe(404);
    expect((await get(`/api/ads/details/${ids.ad}`)).statusCode).toBe(200);
  });

  it('searches each kind by its title and filters the hidden ones', async () => {
    for (const { kind } of KINDS) {
      const res = await get(`/api/admin/listings?kind=${kind}&q=quokka`, admin);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.items.map((i: { id: number }) => i.id)).toEqual([ids[kind]]);
      expect(page.items[0]).toMatchObject({ kind, hidden: false, reason: null });
      expect(page.total).toBe(1);
    }
    expect((await get('/api/admin/listings?kind=ad&q=quokka&hidden=hidden', admin)).json().total).toBe(0);
    expect((await get('/api/admin/listings?kind=ad&q=nothing-like-this', admin)).json().items).toEqual([]);
    expect((await get('/api/admin/listings?kind=boat', admin)).statusCode).toBe(400);
  });

  it('hides each kind with a reason: 410 for the public, gone from lists, the owner reads why; Show restores it', async () => {
    for (const { kind, detail, list, idOf } of KINDS) {
      const id = ids[kind];
      expect(await listed(list, idOf)).toContain(id);
      const reason = `Misleading ${kind}: wrong price and photos.`;
      const hide = await moderate(kind, id, admin, { hidden: true, reason });
      expect(hide.statusCode, hide.body).toBe(200);
      expect(hide.json().message).toBe('The listing is hidden.');

      const gone = await get(detail(id));
      expect(gone.statusCode, kind).toBe(410);
      expect(gone.json().error).toBe('This listing was removed by the moderators.');
      expect(gone.headers['cache-control']).toBe('no-store');
      expect((await get(detail(id), visitor, { 'accept-language': 'hi' })).json().error).toBe('इस लिस्टिंग को मॉडरेटरों ने हटा दिया है।');
      expect(await listed(list, idOf)).not.toContain(id);

      const own = await get(detail(id), owner);
      expect(own.statusCode, kind).toBe(200);
      expect(own.json().removed_reason ?? own.json().data?.removed_reason).toBe(reason);
      expect((await get(detail(id), admin)).statusCode).toBe(200);

      const hidden = (await get(`/api/admin/listings?kind=${kind}&hidden=hidden`, admin)).json();
      expect(hidden.items).toEqual([expect.objectContaining({ id, hidden: true, reason })]);

      const [row] = await t.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.action, 'listing.hide'), eq(schema.auditLog.subject, `${kind}:${id}`)));
      expect(row).toMatchObject({ actorId: admin.id, details: { reason } });

      const show = await moderate(kind, id, admin, { hidden: false });
      expect(show.json().message).toBe('The listing is shown again.');
      expect((await get(detail(id))).statusCode).toBe(200);
      expect((await get(detail(id), owner)).json().removed_reason).toBeUndefined();
      expect(await listed(list, idOf)).toContain(id);
      expect((await get(`/api/admin/listings?kind=${kind}&hidden=shown&q=quokka`, admin)).json().items[0]).toMatchObject({ id, hidden: false, reason: null });
    }
    const shows = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'listing.show'));
    expect(shows).toHaveLength(4);
  });

  it('keeps a removed ad off when its owner tries to list it again, and tells the owner in their inbox', async () => {
    await moderate('ad', ids.ad, admin, { hidden: true, reason: 'Counterfeit brand, please do not list.' });
    const row = (await t.db.select().from(schema.ads).where(eq(schema.ads.id, ids.ad)))[0]!;
    expect(row.status).toBe('Inactive');
    const inbox = await get('/api/notifications', owner);
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(JSON.stringify(inbox.json())).toContain('Your post was taken down');
    expect(JSON.stringify(inbox.json())).not.toContain('Counterfeit');
    await moderate('ad', ids.ad, admin, { hidden: false });
  });
});
