import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { SWEEP_GRACE_MS } from '../uploads/upload-sweep';
import { useTestApp } from '../../../test/app';
import { makeUser } from '../../../test/factories';

const t = useTestApp();

const hex = (c: string) => c.repeat(32);
function storeFile(module: string, file: string, ageMs: number) {
  const full = path.join(t.deps.uploads.root, module, file);
  fs.writeFileSync(full, 'x');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(full, when, when);
  return full;
}

describe('the uploads-sweep job', () => {
  it('removes old files that no row names (with their copies) and keeps named, recent and foreign files', async () => {
    const old = SWEEP_GRACE_MS + 60_000;
    const named = storeFile('banners', `${hex('a')}.jpg`, old);
    const namedThumb = storeFile('banners', `${hex('a')}-thumb.webp`, old);
    const profile = storeFile('profiles', `${hex('b')}.png`, old);
    const orphan = storeFile('banners', `${hex('c')}.jpg`, old);
    const orphanThumb = storeFile('banners', `${hex('c')}-thumb.webp`, old);
    const orphanMedium = storeFile('banners', `${hex('c')}-medium.webp`, old);
    const namedMedium = storeFile('banners', `${hex('a')}-medium.webp`, old);
    const recent = storeFile('ads', `${hex('d')}.webp`, 60_000);
    const foreign = storeFile('ads', 'readme.txt', old);
    await t.db.insert(schema.banners).values({ title: 'Diwali', expireDate: new Date(Date.now() + 86_400_000), imageUrl: `/uploads/banners/${hex('a')}.jpg` });
    await makeUser(t, { profilePicture: `${hex('b')}.png` });

    await t.deps.jobs.send('uploads-sweep', {});
    await t.deps.jobs.drain();

    for (const kept of [named, namedThumb, namedMedium, profile, recent, foreign]) expect(fs.existsSync(kept), kept).toBe(true);
    for (const gone of [orphan, orphanThumb, orphanMedium]) expect(fs.existsSync(gone), gone).toBe(false);
  });
});
