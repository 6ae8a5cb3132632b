import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { publicTables, readBackupTables, tableChecksum } from '../../src/platform/engine/backup';
import { waitFor } from '../wait-for';
import { claimSetupLink, portalDb, start, startPortal, tempDataDir, writeLoad } from './portal-process';

/** Every table's row count and checksum, through one client. */
async function checksums(client: pg.ClientBase) {
  const out: Record<string, { rows: number; checksum: string }> = {};
  for (const table of await publicTables(client)) out[table] = await tableChecksum(client, table);
  return out;
}

const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const uploads = (dataDir: string) => {
  const root = path.join(dataDir, 'uploads');
  return Object.fromEntries(
    (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).map((f) => [f, sha(path.join(root, f))]),
  );
};

/** Posts ads with a photo in a loop: rows that name upload files, while the backup runs. */
function adLoad(base: string, token: string, categoryId: number) {
  const posted: number[] = [];
  let running = true;
  const loop = (async () => {
    let i = 0;
    while (running) {
      const form = new FormData();
      const fields = {
        category_id: categoryId,
        title: `Backup ad ${i}`,
        description: 'A lamp in good shape',
        price: '450',
        contact_info: '9876543210',
        location: 'Block C',
        ads_status: 'Available',
      };
      for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
      const photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: { r: i % 255, g: 90, b: 40 } } })
        .jpeg()
        .toBuffer();
      form.append('images', new Blob([photo], { type: 'image/jpeg' }), `p${i++}.jpg`);
      const res = await fetch(`${base}/api/ads/create`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      if (res.status === 201) posted.push(((await res.json()) as { ad: { ad_id: number } }).ad.ad_id);
    }
  })();
  return {
    posted,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

describe('backup and restore', () => {
  it('a backup taken under 8 writers restores with every table and upload intact', async () => {
    const dataDir = tempDataDir();
    const portal = await startPortal(dataDir);
    const login = (await (
      await fetch(`${portal.base}/api/auth/dev-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'seller@example.com', name: 'Seller' }),
      })
    ).json()) as { token: string };
    // With an admin, a start of a restored copy leaves the tables as restored (no new setup link, no audit row).
    await claimSetupLink(portal, login.token);
    const [category] = (await (await fetch(`${portal.base}/api/ads/adscategories`)).json()) as Array<{ category_id: number }>;

    const writers = writeLoad(() => portal.base, 8);
    const ads = adLoad(portal.base, login.token, category!.category_id);
    await writers.reached(50);
    await waitFor('three ads posted', () => ads.posted.length >= 3, { timeoutMs: 30_000 });
    expect(ads.posted.length).toBeGreaterThanOrEqual(3);
    const acknowledgedBefore = [...writers.acknowledged];
    const adsBefore = [...ads.posted];

    const hot = start({ DATA_DIR: dataDir }, ['backup']);
    expect(await hot.exited, hot.output()).toBe(0);
    const during = writers.acknowledged.length;
    const hotFile = /backup written to (\S+)/.exec(hot.output())![1]!;
    // Only the portal's user may read backups and uploads (finding 7 of issue 10).
    expect(fs.statSync(hotFile).mode & 0o077).toBe(0);
    expect(fs.statSync(path.dirname(hotFile)).mode & 0o077).toBe(0);
    expect(fs.statSync(path.join(dataDir, 'uploads')).mode & 0o077).toBe(0);
    expect(fs.statSync(path.join(dataDir, 'uploads', 'ads')).mode & 0o077).toBe(0);
    await writers.stop();
    await ads.stop();
    expect(during).toBeGreaterThan(acknowledgedBefore.length); // writes went on while the backup ran

    // A second backup at rest: its restore must equal the source exactly.
    const cold = start({ DATA_DIR: dataDir }, ['backup']);
    expect(await cold.exited, cold.output()).toBe(0);
    const coldFile = /backup written to (\S+)/.exec(cold.output())![1]!;
    const source = await portalDb(dataDir);
    const sourceSums = await checksums(source);
    await source.end();
    const sourceFiles = uploads(dataDir);
    portal.child.kill('SIGTERM');
    await portal.exited;

    // The backup taken under load: the restored tables equal what its snapshot held, and nothing acknowledged before it is missing.
    const hotTarget = tempDataDir();
    const restoredHot = start({ DATA_DIR: hotTarget }, ['restore', hotFile]);
    expect(await restoredHot.exited, restoredHot.output()).toBe(0);
    expect(restoredHot.output()).toMatch(/every checksum matched/);
    const hotPortal = await startPortal(hotTarget);
    const hotDb = await portalDb(hotTarget);
    const saved = await readBackupTables(hotFile);
    const restoredSums = await checksums(hotDb);
    for (const t of saved) expect(restoredSums[t.name], t.name).toEqual({ rows: t.rows, checksum: t.checksum });
    const messages = new Set((await hotDb.query<{ message: string }>('SELECT message FROM feedback')).rows.map((r) => r.message));
    expect(acknowledgedBefore.filter((m) => !messages.has(m))).toEqual([]);
    const restoredAds = (await hotDb.query<{ id: number; images: string[] }>('SELECT id, images FROM ads')).rows;
    expect(restoredAds.map((a) => a.id)).toEqual(expect.arrayContaining(adsBefore));
    for (const ad of restoredAds) {
      for (const image of ad.images) {
        const rel = image.replace(/^\/uploads\//, '');
        expect(sha(path.join(hotTarget, 'uploads', rel)), image).toBe(sourceFiles[rel]);
        expect(fs.statSync(path.join(dataDir, 'uploads', rel)).mode & 0o077, image).toBe(0);
        expect(fs.statSync(path.join(hotTarget, 'uploads', rel)).mode & 0o077, image).toBe(0);
      }
    }
    await hotDb.end();
    // The restored portal serves the restored ads and their photos.
    const firstAd = restoredAds[0]!;
    expect((await fetch(`${hotPortal.base}/api/ads/details/${firstAd.id}`)).status).toBe(200);
    expect((await fetch(`${hotPortal.base}${firstAd.images[0]}`)).status).toBe(200);
    hotPortal.child.kill('SIGTERM');
    await hotPortal.exited;

    // The backup at rest: every table's count and checksum, and every upload, equal the source's.
    const coldTarget = tempDataDir();
    const restoredCold = start({ DATA_DIR: coldTarget }, ['restore', coldFile]);
    expect(await restoredCold.exited, restoredCold.output()).toBe(0);
    const coldPortal = await startPortal(coldTarget);
    const coldDb = await portalDb(coldTarget);
    expect(await checksums(coldDb)).toEqual(sourceSums);
    await coldDb.end();
    expect(uploads(coldTarget)).toEqual(sourceFiles);
    coldPortal.child.kill('SIGTERM');
    await coldPortal.exited;

    // Restore refuses a DATA_DIR that is in use or already holds data.
    const again = start({ DATA_DIR: coldTarget }, ['restore', coldFile]);
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain('not empty');
  }, 240_000);
});
