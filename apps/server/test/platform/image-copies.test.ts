import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../app';

// Every stored image has a 320 px thumbnail and an 800 px medium copy beside it, both WebP (decision 1106); an image
// stored before the medium copies existed gets its copy on the first request for it.
const t = useTestApp();

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
const rules = { allowed: ['jpeg'] as const, maxPx: 1600 };
const onDisk = (file: string) => path.join(t.deps.uploads.root, 'banners', file);

describe('the WebP copies of a stored image', () => {
  it('are made when the image is stored, no wider than 320 and 800 px, and removed with it', async () => {
    const stored = await t.deps.uploads.saveImage('banners', await photo(1600, 500), rules);
    const hex = stored.file.replace('.jpg', '');
    const medium = await sharp(onDisk(`${hex}-medium.webp`)).metadata();
    expect({ format: medium.format, width: medium.width, height: medium.height }).toEqual({ format: 'webp', width: 800, height: 250 });
    expect((await sharp(onDisk(`${hex}-thumb.webp`)).metadata()).width).toBe(320);

    await t.deps.uploads.remove('banners', stored.path);
    for (const file of [stored.file, `${hex}-thumb.webp`, `${hex}-medium.webp`]) expect(fs.existsSync(onDisk(file)), file).toBe(false);
  });

  it('a small image is never enlarged', async () => {
    const stored = await t.deps.uploads.saveImage('banners', await photo(500, 300), rules);
    expect((await sharp(onDisk(stored.file.replace('.jpg', '-medium.webp'))).metadata()).width).toBe(500);
  });

  it('a medium copy missing beside an older image is made on its first request, then kept', async () => {
    const stored = await t.deps.uploads.saveImage('banners', await photo(1200, 400), rules);
    const copy = onDisk(stored.file.replace('.jpg', '-medium.webp'));
    fs.rmSync(copy);
    const url = stored.path.replace('.jpg', '-medium.webp');

    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(800);
    expect(fs.existsSync(copy)).toBe(true);
    // Now the kept file answers, byte for byte.
    expect((await t.app.inject(url)).rawPayload.equals(fs.readFileSync(copy))).toBe(true);
  });

  it('answers 404 for a copy of no image, and never reads outside the uploads folders', async () => {
    expect((await t.app.inject(`/uploads/banners/${'e'.repeat(32)}-medium.webp`)).statusCode).toBe(404);
    expect((await t.app.inject(`/uploads/secrets/${'e'.repeat(32)}-medium.webp`)).statusCode).toBe(404);
    expect((await t.app.inject(`/uploads/banners/..%2F..%2Fsecrets-medium.webp`)).statusCode).toBe(403);
  });
});
