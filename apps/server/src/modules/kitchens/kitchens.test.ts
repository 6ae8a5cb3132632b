import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { buildTestApp, useTestApp } from '../../../test/app';
import { makeAdmin, makeApartment, makeUser } from '../../../test/factories';
import { png } from '../../../test/images';
import { multipart } from '../../../test/multipart';
import { NOW, itemBody, kitchenBody, kitchenRow, makeItem, makeKitchen, setNow } from '../../../test/kitchens-factories';

const t = useTestApp({ WRITE_RATE_LIMIT: '5000' });
beforeEach(() => setNow(t, NOW));

describe('POST /api/kitchens', () => {
  it("creates the signed-in cook's kitchen with exact money, the owner's apartment, FSSAI unverified", async () => {
    const apt = await makeApartment(t);
    const cook = await makeUser(t, { apartmentId: apt.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/kitchens',
      headers: cook.auth,
      payload: { ...kitchenBody({ delivery_fee: '15.5' }), user_id: 999, fssai_verified: true },
    });
    expect(res.statusCode).toBe(201);
    const k = res.json();
    expect(k).toMatchObject({
      user_id: cook.id,
      name: "Asha's Kitchen",
      delivery_fee: '15.50',
      min_order: '100.00',
      fssai_verified: false,
      fssai_number: '12345678901234',
      is_open: true,
      is_mine: true,
      apartment_name: apt.name,
    });
    expect(k.next_slot).toEqual({ date: '2026-11-24', slot: 'lunch', cutoff: '2026-11-24T05:00:00.000Z' });
    const row = await kitchenRow(t, k.id);
    expect(row).toMatchObject({ userId: cook.id, apartmentId: apt.id, deliveryFee: '15.50', fssaiVerified: false });
  });

  it('allows one kitchen per cook (409) and needs sign-in (401)', async () => {
    const cook = await makeUser(t);
    await makeKitchen(t, cook);
    const again = await t.app.inject({ method: 'POST', url: '/api/kitchens', headers: cook.auth, payload: kitchenBody() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You already have a kitchen. Edit it instead.');
    const anon = await t.app.inject({ method: 'POST', url: '/api/kitchens', payload: kitchenBody() });
    expect(anon.statusCode).toBe(401);
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['a short name', { name: 'ab' }, 'Kitchen name must be 3–60 characters.'],
    ['no cuisine', { cuisines: [] }, 'Choose at least one cuisine (up to 5).'],
    ['an unknown cuisine', { cuisines: ['Martian'] }, 'Choose at least one cuisine (up to 5).'],
    ['a float-looking fee', { delivery_fee: '10.555' }, 'Enter an amount in rupees, up to 2 decimals (e.g. 120 or 120.50).'],
    ['a bad UPI ID', { upi_id: 'asha-at-okaxis' }, 'Enter a valid UPI ID, such as name@okbank.'],
    ['a short FSSAI number', { fssai_number: '1234' }, 'An FSSAI registration number has 14 digits.'],
    ['no slots', { schedule: [] }, 'Add at least one meal slot.'],
    ['a repeated slot', { schedule: [kitchenBody().schedule[1], kitchenBody().schedule[1]] }, 'Each meal slot can appear only once.'],
    ['a bad cut-off', { schedule: [{ ...kitchenBody().schedule[1]!, cutoff_time: '25:00' }] }, 'Enter the cut-off as HH:MM.'],
  ];
  it.each(refusals)('refuses %s with 400 and stores nothing', async (_what, override, message) => {
    const cook = await makeUser(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/kitchens', headers: cook.auth, payload: { ...kitchenBody(), ...override } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await t.db.select().from(schema.kitchens).where(eq(schema.kitchens.userId, cook.id))).toHaveLength(0);
  });
});

describe('GET /api/kitchens/mine', () => {
  it("answers the signed-in cook's own kitchen, 404 for a user without one and 401 when signed out", async () => {
    const cook = await makeUser(t);
    const other = await makeUser(t);
    const k = await makeKitchen(t, cook, { name: 'Mine Only' });
    await makeKitchen(t, other, { name: 'Not Mine' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/kitchens/mine', headers: cook.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: k.id, name: 'Mine Only', user_id: cook.id, is_mine: true });
    const none = await t.app.inject({ method: 'GET', url: '/api/kitchens/mine', headers: (await makeUser(t)).auth });
    expect(none.statusCode).toBe(404);
    expect(typeof none.json().error).toBe('string');
    const anon = await t.app.inject({ method: 'GET', url: '/api/kitchens/mine' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('PUT /api/kitchens/{id}', () => {
  it('owner edits; a changed FSSAI number loses its verification; a stranger gets 403 and the row stays', async () => {
    const cook = await makeUser(t);
    const admin = await makeAdmin(t);
    const k = await makeKitchen(t, cook);
    await t.app.inject({ method: 'PUT', url: `/api/kitchens/${k.id}/fssai`, headers: admin.auth, payload: { verified: true } });
    const same = await t.app.inject({ method: 'PUT', url: `/api/kitchens/${k.id}`, headers: cook.auth, payload: kitchenBody({ name: 'Asha Ben Rasoi' }) });
    expect(same.json()).toMatchObject({ name: 'Asha Ben Rasoi', fssai_verified: true });
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/kitchens/${k.id}`,
      headers: cook.auth,
      payload: kitchenBody({ fssai_number: '99999999999999' }),
    });
    expect(changed.json().fssai_verified).toBe(false);

    const stranger = await makeUser(t);
    const res = await t.app.inject({ method: 'PUT', url: `/api/kitchens/${k.id}`, headers: stranger.auth, payload: kitchenBody({ name: 'Hijacked' }) });
    expect(res.statusCode).toBe(403);
    expect((await kitchenRow(t, k.id)).name).toBe("Asha's Kitchen");
  });
});

describe('pause and FSSAI', () => {
  it('owner pauses and reopens; an admin pause cannot be lifted by the owner; the admin lifts it', async () => {
    const cook = await makeUser(t);
    const admin = await makeAdmin(t);
    const k = await makeKitchen(t, cook);
    const pause = (u: typeof cook, paused: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/kitchens/${k.id}/pause`, headers: u.auth, payload: { paused } });
    expect((await pause(cook, true)).json()).toMatchObject({ is_open: false, paused_by_admin: false });
    expect((await pause(cook, false)).json()).toMatchObject({ is_open: true });
    expect((await pause(admin, true)).json()).toMatchObject({ is_open: false, paused_by_admin: true });
    const refused = await pause(cook, false);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('An admin has paused this kitchen. Please contact support to reopen it.');
    const edit = await t.app.inject({ method: 'PUT', url: `/api/kitchens/${k.id}`, headers: cook.auth, payload: kitchenBody({ is_open: true }) });
    expect(edit.statusCode).toBe(409);
    expect(await kitchenRow(t, k.id)).toMatchObject({ isOpen: false, pausedByAdmin: true });
    expect((await pause(admin, false)).json()).toMatchObject({ is_open: true, paused_by_admin: false });
    const audit = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subject, `kitchen:${k.id}`));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['kitchen.pause', 'kitchen.reopen']));
  });

  it('a stranger cannot pause (403); only admins verify FSSAI (403 for the owner)', async () => {
    const cook = await makeUser(t);
    const stranger = await makeUser(t);
    const admin = await makeAdmin(t);
    const k = await makeKitchen(t, cook);
    expect((await t.app.inject({ method: 'PUT', url: `/api/kitchens/${k.id}/pause`, headers: stranger.auth, payload: { paused: true } })).statusCode).toBe(403);
    expect((await kitchenRow(t, k.id)).isOpen).toBe(true);
    expect((await t.app.inject({ method: 'PUT', url: `/api/kitchens/${k.id}/fssai`, headers: cook.auth, payload: { verified: true } })).statusCode).toBe(403);
    expect((await kitchenRow(t, k.id)).fssaiVerified).toBe(false);
    expect((await t.app.inject({ url: `/api/kitchens/${k.id}`, headers: stranger.auth })).json().fssai_number).toBeNull();
    expect((await t.app.inject({ url: `/api/kitchens/${k.id}`, headers: admin.auth })).json().fssai_number).toBe('12345678901234');
    const ok = await t.app.inject({ method: 'PUT', url: `/api/kitchens/${k.id}/fssai`, headers: admin.auth, payload: { verified: true } });
    expect(ok.json().fssai_verified).toBe(true);
    const other = await makeKitchen(t, await makeUser(t), { fssai_number: '' });
    const none = await t.app.inject({ method: 'PUT', url: `/api/kitchens/${other.id}/fssai`, headers: admin.auth, payload: { verified: true } });
    expect(none.statusCode).toBe(400);
  });
});

describe('photos', () => {
  it('owner adds photos (stored re-encoded under kitchens/), removes one; a stranger is refused before upload', async () => {
    const cook = await makeUser(t);
    const k = await makeKitchen(t, cook);
    const body = multipart({}, [
      { field: 'photos', filename: 'a.png', data: await png(), type: 'image/png' },
      { field: 'photos', filename: 'b.png', data: await png(), type: 'image/png' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: `/api/kitchens/${k.id}/photos`, headers: { ...cook.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    const photos: string[] = res.json().photos;
    expect(photos).toHaveLength(2);
    expect((await t.app.inject(`/uploads/kitchens/${photos[0]}`)).statusCode).toBe(200);
    const bad = multipart({}, [{ field: 'photos', filename: 'x.txt', data: Buffer.from('hello'), type: 'image/png' }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/kitchens/${k.id}/photos`,
      headers: { ...cook.auth, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(415);
    const stranger = await makeUser(t);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/kitchens/${k.id}/photos`,
      headers: { ...stranger.auth, ...body.headers },
      payload: body.payload,
    });
    expect(theirs.statusCode).toBe(403);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/kitchens/${k.id}/photos/${photos[0]}`, headers: cook.auth });
    expect(del.json().photos).toEqual([photos[1]]);
    expect((await t.app.inject(`/uploads/kitchens/${photos[0]}`)).statusCode).toBe(404);
  });
});

describe('menu items', () => {
  it('owner adds, edits, photographs and removes items; price is exact; others get 403 and rows stay', async () => {
    const cook = await makeUser(t);
    const stranger = await makeUser(t);
    const k = await makeKitchen(t, cook);
    const item = await makeItem(t, cook, k.id, { price: '99.9' });
    expect(item.price).toBe('99.90');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/kitchens/items/${item.id}`,
      headers: cook.auth,
      payload: itemBody({ name: 'Thepla combo', price: '120.05' }),
    });
    expect(edit.json()).toMatchObject({ name: 'Thepla combo', price: '120.05' });
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/kitchens/items/${item.id}`, headers: stranger.auth, payload: itemBody({ name: 'Nope' }) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/kitchens/${k.id}/items`, headers: stranger.auth, payload: itemBody() })).statusCode).toBe(403);
    const [row] = await t.db.select().from(schema.kitchenItems).where(eq(schema.kitchenItems.id, item.id));
    expect(row).toMatchObject({ name: 'Thepla combo', price: '120.05' });

    const body = multipart({}, [{ field: 'photo', filename: 'p.png', data: await png(), type: 'image/png' }]);
    const photo = await t.app.inject({
      method: 'POST',
      url: `/api/kitchens/items/${item.id}/photo`,
      headers: { ...cook.auth, ...body.headers },
      payload: body.payload,
    });
    expect(photo.json().photo).toMatch(/^[a-f0-9]{32}\.png$/);

    for (const [override, message] of [
      [{ price: '0' }, 'Enter a price above ₹0, up to 2 decimals.'],
      [{ slots: [] }, 'Choose at least one meal slot.'],
      [{ daily_limit: 0 }, 'Daily quantity must be 1–500.'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: `/api/kitchens/${k.id}/items`, headers: cook.auth, payload: itemBody(override as never) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    }

    expect((await t.app.inject({ method: 'DELETE', url: `/api/kitchens/items/${item.id}`, headers: stranger.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/kitchens/items/${item.id}`, headers: cook.auth })).statusCode).toBe(200);
    const kitchen = await t.app.inject(`/api/kitchens/${k.id}`);
    expect(kitchen.json().items).toEqual([]);
  });
});

describe('GET /api/kitchens (explore)', () => {
  it("lists the viewer's apartment first, filters veg, cuisine, search and open-for-next-slot, and pages in SQL", async () => {
    const t2 = await buildTestApp();
    try {
      setNow(t2, NOW);
      const mine = await makeApartment(t2, 'Green Meadows');
      const other = await makeApartment(t2, 'Lake View');
      const me = await makeUser(t2, { apartmentId: mine.id });
      const far = await makeKitchen(t2, await makeUser(t2, { apartmentId: other.id }), { name: 'Punjabi Tadka', diet: 'nonveg', cuisines: ['Punjabi'] });
      const near = await makeKitchen(t2, await makeUser(t2, { apartmentId: mine.id }), { name: 'Dosa Corner', cuisines: ['South Indian'] });
      const late = await makeKitchen(t2, await makeUser(t2, { apartmentId: other.id }), {
        name: 'Night Owl Dhaba',
        diet: 'both',
        schedule: [{ slot: 'lunch', days: ['TUE'], cutoff_time: '09:00', cutoff_day: 'same' }],
      });
      const list = async (q = '') => (await t2.app.inject({ url: `/api/kitchens?${q}`, headers: me.auth })).json();
      const all = await list();
      expect(all.total).toBe(3);
      expect(all.items[0]).toMatchObject({ id: near.id, same_apartment: true });
      expect((await list('veg=true')).items.map((k: { id: number }) => k.id)).toEqual([near.id]);
      expect((await list('cuisine=Punjabi')).items.map((k: { id: number }) => k.id)).toEqual([far.id]);
      expect((await list('q=dosa')).items.map((k: { id: number }) => k.id)).toEqual([near.id]);
      const open = await list('open_next=true');
      expect(open.items.map((k: { id: number }) => k.id).sort()).toEqual([far.id, near.id].sort());
      expect(open.items.map((k: { id: number }) => k.id)).not.toContain(late.id);
      const page2 = await list('pageSize=2&page=2');
      expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page2.items).toHaveLength(1);
      const anon = await t2.app.inject('/api/kitchens');
      expect(anon.statusCode).toBe(200);
      expect(anon.json().items[0].same_apartment).toBe(false);
      expect(JSON.stringify(anon.json())).not.toContain('@');
    } finally {
      await t2.close();
    }
  });
});
