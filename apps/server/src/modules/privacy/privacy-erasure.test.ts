import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { insertRow, makeAdmin, makeUser, type TestUser } from '../../../test/factories';
import { adFields, firstCategoryId, jpegFile, sendAd } from '../../../test/ads-factories';
import { makeCategoryPair, makeProvider } from '../../../test/directory-factories';
import { insertRide } from '../../../test/carpool-factories';
import { insertRequest } from '../../../test/home-help-factories';
import { NOW, makeItem, makeKitchen, orderBody, placeOrder, setNow } from '../../../test/kitchens-factories';
import type { PortalEvents } from '../../platform/services/events';

const t = useTestApp({ WRITE_RATE_LIMIT: '5000', AUTH_RATE_LIMIT: '5000' });
const HOUR = 3_600_000;
let seq = 0;

/** Signs in the way a resident does (development sign-in here), so the account is the one sign-in finds again. */
async function signIn(email: string, name = 'Resident') {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/dev-login', payload: { email, name } });
  return res;
}
async function resident(prefix: string): Promise<TestUser & { name: string }> {
  const n = `${process.pid}${++seq}`;
  const email = `${prefix}${n}@test.padosi.in`;
  const name = `Leela Zq${n}`;
  const res = await signIn(email, name);
  expect(res.statusCode).toBe(200);
  const { user, token } = res.json();
  return { id: user.id, email, name, token, auth: { authorization: `Bearer ${token}` } };
}
const askErasure = (user: TestUser, remove_reviews = false) =>
  t.app.inject({ method: 'POST', url: '/api/privacy/erasure', headers: user.auth, payload: { confirm: true, remove_reviews } });
const sweep = async () => {
  await t.deps.jobs.send('privacy-sweep', {});
  await t.deps.jobs.drain();
};

/** Every (table, column) of the public schema with a key to users, and every column that can hold text. */
async function userColumns() {
  const { rows } = await t.db.execute<{ table_name: string; column_name: string }>(sql`
    SELECT kcu.table_name, kcu.column_name FROM information_schema.referential_constraints rc
    JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
    JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = rc.unique_constraint_name AND ccu.constraint_schema = rc.unique_constraint_schema
    WHERE rc.constraint_schema = 'public' AND ccu.table_name = 'users'`);
  return rows;
}
async function textColumns() {
  const { rows } = await t.db.execute<{ table_name: string; column_name: string }>(sql`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public' AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`);
  return rows;
}
/** Where any of the strings still appears in any text column of any table: "table.column: string". */
async function whereFound(...needles: string[]) {
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of await textColumns()) {
    for (const needle of needles) {
      const { rows } = await t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)}::text ILIKE ${`%${needle}%`}`,
      );
      if (rows[0]!.n > 0) found.push(`${table}.${column}: ${needle}`);
    }
  }
  return found;
}

describe('delete my account', () => {
  it('locks the account at once, then after 48 hours leaves nothing of the person in any table or upload', async () => {
    setNow(t, NOW);
    const leaver = await resident('leaver');
    const neighbour = await makeUser(t);
    await t.db.update(schema.users).set({ phoneNumber: '9800011122' }).where(eq(schema.users.id, leaver.id));

    // Their records of every kind: an ad with a photo, a provider, a ride, a home-help request, feedback, a favourite,
    // a saved ad, a push subscription, a kitchen with an order in progress from a neighbour, an order at the
    // neighbour's kitchen, a review of the neighbour's provider and an archive of their data.
    const ad = await sendAd(t, 'POST', '/api/ads/create', leaver, adFields(await firstCategoryId(t), { title: 'Leaving sofa' }), [await jpegFile()]);
    const adImage: string = ad.json().ad.images[0];
    const { sub } = await makeCategoryPair(t);
    await makeProvider(t, { userId: leaver.id, categoryId: sub.id });
    const neighboursProvider = await makeProvider(t, { userId: neighbour.id, categoryId: sub.id });
    await insertRow(t, schema.reviews, { userId: leaver.id, serviceProviderId: neighboursProvider.id, rating: 4, comment: 'Came on time, fair price.' });
    await insertRow(t, schema.favorites, { userId: leaver.id, serviceProviderId: neighboursProvider.id });
    await insertRide(t, leaver.id);
    await insertRequest(t, leaver.id);
    await insertRow(t, schema.feedback, { userId: leaver.id, name: leaver.name, email: leaver.email, message: 'Lovely portal, thank you all.' });
    await insertRow(t, schema.pushSubscriptions, {
      userId: leaver.id,
      moduleId: 'kitchens',
      endpoint: `https://push.example/${leaver.id}`,
      p256dh: 'k',
      auth: 'a',
    });
    const neighbourAd = await sendAd(t, 'POST', '/api/ads/create', neighbour, adFields(await firstCategoryId(t)), [await jpegFile()]);
    await insertRow(t, schema.savedAds, { userId: leaver.id, adId: neighbourAd.json().ad.ad_id });
    const kitchen = await makeKitchen(t, leaver);
    const dish = await makeItem(t, leaver, kitchen.id);
    expect((await placeOrder(t, neighbour, kitchen.id, orderBody(dish.id))).statusCode).toBe(201);
    const neighboursKitchen = await makeKitchen(t, neighbour, { name: 'Next door kitchen' });
    const neighboursDish = await makeItem(t, neighbour, neighboursKitchen.id);
    expect((await placeOrder(t, leaver, neighboursKitchen.id, orderBody(neighboursDish.id))).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/privacy/exports', headers: leaver.auth })).statusCode).toBe(202);
    await t.deps.jobs.drain();

    const told: Array<PortalEvents['order.changed']> = [];
    t.app.root.events.on('order.changed', (e) => void told.push(e));

    const asked = await askErasure(leaver);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().erase_after).toBe(new Date(NOW.getTime() + 48 * HOUR).toISOString());
    // Locked at once: the session is gone, and signing in again is refused with the way to cancel.
    expect((await t.app.inject({ url: '/api/auth/me', headers: leaver.auth })).statusCode).toBe(401);
    const refused = await signIn(leaver.email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'Your account is being deleted. You can still cancel the deletion.',
      details: { cancel_token: expect.any(String) },
    });
    // An admin sees it waiting.
    const admin = await makeAdmin(t);
    const pending = await t.app.inject({ url: '/api/admin/privacy/erasures', headers: admin.auth });
    expect(pending.json().items).toEqual([expect.objectContaining({ user_id: leaver.id, email: leaver.email })]);
    expect((await t.app.inject({ url: '/api/admin/privacy/erasures', headers: neighbour.auth })).statusCode).toBe(403);

    // Within the grace period nothing is erased.
    setNow(t, new Date(NOW.getTime() + 47 * HOUR));
    await sweep();
    expect(await t.db.select().from(schema.users).where(eq(schema.users.id, leaver.id))).toHaveLength(1);

    setNow(t, new Date(NOW.getTime() + 49 * HOUR));
    await sweep();

    // No row keyed to the person, in any table with a reference to users…
    for (const { table_name: table, column_name: column } of await userColumns()) {
      const { rows } = await t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${leaver.id}`,
      );
      expect(rows[0]!.n, `${table}.${column}`).toBe(0);
    }
    expect(await t.db.select().from(schema.users).where(eq(schema.users.id, leaver.id))).toEqual([]);
    // …and their e-mail, name and phone number nowhere in any text column (the audit trail included).
    expect(await whereFound(leaver.email, leaver.name, '9800011122')).toEqual([]);
    // Their uploads and their archive are gone from DATA_DIR; the neighbour's photo stays.
    expect(fs.existsSync(path.join(t.dataDir, adImage.replace(/^\//, '')))).toBe(false);
    expect(fs.existsSync(path.join(t.dataDir, (neighbourAd.json().ad.images[0] as string).replace(/^\//, '')))).toBe(true);
    expect(fs.readdirSync(path.join(t.dataDir, 'exports'))).toEqual([]);
    // The review stays, signed "Former resident".
    const reviews = await t.app.inject({ url: `/review/listing/${neighboursProvider.id}` });
    expect(JSON.stringify(reviews.json())).toContain('Former resident');
    expect(JSON.stringify(reviews.json())).toContain('Came on time, fair price.');
    // …in the reader's language: a Hindi reader sees the stand-in's name in Hindi, not the stored English (issue 23).
    const inHindi = await t.app.inject({ url: `/review/listing/${neighboursProvider.id}`, headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(JSON.stringify(inHindi.json())).toContain('पूर्व निवासी');
    expect(JSON.stringify(inHindi.json())).not.toContain('Former resident');
    // Both orders in progress were cancelled first and the other side told (the neighbour, as cook and as customer).
    expect(told.map((e) => [e.order.status, e.actorId])).toEqual([
      ['cancelled', leaver.id],
      ['cancelled', leaver.id],
    ]);
    expect(told.map((e) => e.ownerId).sort()).toEqual([leaver.id, neighbour.id].sort());
    // The audit trail keeps what happened and when, with nobody's details.
    const [erased] = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'account.erased'));
    expect(erased).toMatchObject({ actorId: null, subject: null });
    const [requested] = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'account.erasure_requested'));
    expect(requested).toMatchObject({ actorId: null, subject: null, details: null, ip: null });
  });

  it('removes the reviews too when the resident asked for it', async () => {
    setNow(t, NOW);
    const leaver = await resident('reviewer');
    const cook = await makeUser(t);
    const { sub } = await makeCategoryPair(t);
    const provider = await makeProvider(t, { userId: cook.id, categoryId: sub.id });
    await insertRow(t, schema.reviews, { userId: leaver.id, serviceProviderId: provider.id, rating: 2, comment: 'Please remove this with me.' });
    expect((await askErasure(leaver, true)).statusCode).toBe(200);
    setNow(t, new Date(NOW.getTime() + 49 * HOUR));
    await sweep();
    expect(await whereFound('Please remove this with me.')).toEqual([]);
  });

  it('cancelling within the grace period restores the account, its session and its listings', async () => {
    setNow(t, NOW);
    const stayer = await resident('stayer');
    const ad = await sendAd(t, 'POST', '/api/ads/create', stayer, adFields(await firstCategoryId(t), { title: 'Staying table' }), [await jpegFile()]);
    expect((await askErasure(stayer)).statusCode).toBe(200);
    expect((await askErasure({ ...stayer })).statusCode).toBe(401);

    setNow(t, new Date(NOW.getTime() + 30 * HOUR));
    const refused = await signIn(stayer.email);
    const token: string = refused.json().details.cancel_token;
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/erasure/cancel',
      payload: { token: token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) },
    });
    expect(forged.statusCode).toBe(400);
    const cancelled = await t.app.inject({ method: 'POST', url: '/api/privacy/erasure/cancel', payload: { token } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: 'Welcome back! Your account will not be deleted.', user: { id: stayer.id } });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${cancelled.json().token}` } });
    expect(me.statusCode).toBe(200);
    // The token is spent; the account signs in as before.
    expect((await t.app.inject({ method: 'POST', url: '/api/privacy/erasure/cancel', payload: { token } })).statusCode).toBe(400);
    expect((await signIn(stayer.email)).statusCode).toBe(200);

    setNow(t, new Date(NOW.getTime() + 60 * HOUR));
    await sweep();
    expect(await t.db.select().from(schema.users).where(eq(schema.users.id, stayer.id))).toHaveLength(1);
    const kept = await t.app.inject({ url: `/api/ads/details/${ad.json().ad.ad_id}` });
    expect(kept.statusCode).toBe(200);
  });

  it('a cancel token expires after 15 minutes, and an admin cannot delete their own account here', async () => {
    setNow(t, NOW);
    const late = await resident('late');
    expect((await askErasure(late)).statusCode).toBe(200);
    const token: string = (await signIn(late.email)).json().details.cancel_token;
    setNow(t, new Date(NOW.getTime() + 16 * 60_000));
    const res = await t.app.inject({ method: 'POST', url: '/api/privacy/erasure/cancel', payload: { token } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This cancel link is no longer valid. Please sign in again.');
    const admin = await makeAdmin(t);
    expect((await askErasure(admin)).statusCode).toBe(409);
  });
});
