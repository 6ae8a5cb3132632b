import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { useTestApp } from '../../../test/app';
import { insertRow, makeUser, type TestUser } from '../../../test/factories';
import { adFields, firstCategoryId, jpegFile, sendAd } from '../../../test/ads-factories';
import { makeCategoryPair, makeProvider } from '../../../test/directory-factories';
import { insertRide } from '../../../test/carpool-factories';
import { insertRentalRow } from '../../../test/rentals-factories';
import { setNow } from '../../../test/kitchens-factories';

const t = useTestApp();

const ask = (user: TestUser) => t.app.inject({ method: 'POST', url: '/api/privacy/exports', headers: user.auth });
const state = async (user: TestUser) => (await t.app.inject({ url: '/api/privacy', headers: user.auth })).json();

/** A resident with one record of many kinds, and an ad with a photo; returns what to look for in the archive. */
async function residentWithRecords() {
  const user = await makeUser(t, { phoneNumber: '9811122233' });
  const ad = await sendAd(t, 'POST', '/api/ads/create', user, adFields(await firstCategoryId(t), { title: `Export ad ${user.id}` }), [await jpegFile()]);
  expect(ad.statusCode).toBe(201);
  const { sub } = await makeCategoryPair(t);
  const provider = await makeProvider(t, { userId: user.id, categoryId: sub.id, name: `Export provider ${user.id}` });
  await insertRow(t, schema.favorites, { userId: user.id, serviceProviderId: provider.id });
  await insertRide(t, user.id);
  await insertRentalRow(t, { userId: user.id });
  await insertRow(t, schema.pushSubscriptions, {
    userId: user.id,
    moduleId: 'ads',
    endpoint: `https://push.example/${user.id}`,
    p256dh: 'secret-key',
    auth: 'secret-auth',
  });
  return { user, adImage: (ad.json() as { ad: { images: string[] } }).ad.images[0]! };
}

describe('download my data', () => {
  it('builds a ZIP of every kind of record the resident owns and their images, and nothing of anyone else', async () => {
    const start = new Date('2026-11-20T06:00:00Z');
    setNow(t, start);
    const { user, adImage } = await residentWithRecords();
    const other = await residentWithRecords();

    const res = await ask(user);
    expect(res.statusCode).toBe(202);
    expect(res.json().export.status).toBe('pending');
    await t.deps.jobs.drain();

    const { latest_export: ready, can_request_export } = await state(user);
    expect(ready.status).toBe('ready');
    expect(can_request_export).toBe(false);
    expect(ready.expires_at).toBe(new Date(start.getTime() + 7 * 86_400_000).toISOString());

    // Somebody else cannot fetch it (as if it did not exist); its owner can.
    expect((await t.app.inject({ url: ready.download_url, headers: other.user.auth })).statusCode).toBe(404);
    const download = await t.app.inject({ url: ready.download_url, headers: user.auth });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = unzipSync(download.rawPayload);
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as Array<Record<string, unknown>>;

    for (const kind of ['profile', 'ads', 'service_providers', 'favorites', 'rides', 'rentals', 'sessions', 'push_subscriptions', 'audit_log'])
      expect(Object.keys(files), kind).toContain(`${kind}.json`);
    expect(json('profile.json')).toEqual([expect.objectContaining({ id: user.id, phone_number: '9811122233' })]);
    expect(json('ads.json').map((a) => a.title)).toEqual([`Export ad ${user.id}`]);
    // Only this resident's rows, in every file.
    for (const name of Object.keys(files).filter((f) => f.endsWith('.json') && f !== 'audit_log.json')) {
      for (const row of json(name)) expect(row.user_id ?? row.id, name).toBe(user.id);
    }
    // Secrets stay on the server.
    expect(json('sessions.json')[0]).not.toHaveProperty('token_hash');
    expect(json('push_subscriptions.json')[0]).not.toHaveProperty('p256dh');
    expect(JSON.stringify(json('push_subscriptions.json'))).not.toContain('secret-');
    // The uploaded image itself, byte for byte, and not the other resident's.
    const stored = fs.readFileSync(path.join(t.dataDir, adImage.replace(/^\//, '')));
    expect(Buffer.from(files[`images/ads/${path.basename(adImage)}`]!).equals(stored)).toBe(true);
    expect(Object.keys(files).filter((f) => f.startsWith('images/'))).toEqual([`images/ads/${path.basename(adImage)}`]);
  });

  it('allows one archive a day, and the archive expires after 7 days', async () => {
    const start = new Date('2026-12-01T06:00:00Z');
    setNow(t, start);
    const user = await makeUser(t);
    expect((await ask(user)).statusCode).toBe(202);
    await t.deps.jobs.drain();
    const again = await ask(user);
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toBe('You can download your data once a day. Please try again tomorrow.');
    const { latest_export: ready } = await state(user);

    setNow(t, new Date(start.getTime() + 7 * 86_400_000 + 1000));
    const expired = await t.app.inject({ url: ready.download_url, headers: user.auth });
    expect(expired.statusCode).toBe(410);
    expect((await state(user)).latest_export.download_url).toBeNull();
    // The hourly sweep removes the file; a new archive may be asked for.
    await t.deps.jobs.send('privacy-sweep', {});
    await t.deps.jobs.drain();
    // Both archives of this file (the first test's too) are past their week: no file is left.
    expect(fs.readdirSync(path.join(t.dataDir, 'exports'))).toEqual([]);
    expect((await ask(user)).statusCode).toBe(202);
  });
});
