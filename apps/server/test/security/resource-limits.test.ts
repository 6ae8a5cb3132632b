import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeImage, MAX_CONCURRENT_DECODES, withDecodeSlot } from '../../src/platform/uploads/images';
import { buildTestApp, type TestApp, useTestApp } from '../app';
import { makeUser } from '../factories';
import { multipart } from '../multipart';
import { adCount, adFields, firstCategoryId, jpegFile, sendAd, storedFiles } from '../ads-factories';
import { UPLOADS_BUSY } from '../../src/platform/uploads/upload-budget';

// Finding 7, resource limits: request timeouts, bounded multipart parts, the decode pixel limit and decode concurrency.
const t = useTestApp();

describe('resource limits', () => {
  it('the HTTP server times out slow requests and idle connections', () => {
    expect(t.app.initialConfig.connectionTimeout).toBe(60_000);
    expect(t.app.server.requestTimeout).toBe(30_000);
    // Longer than a proxy's idle timeout, so an idle connection is never closed under a request in flight.
    expect(t.app.server.keepAliveTimeout).toBe(65_000);
  });

  it('refuses an image over 16 megapixels before decoding it, with 415', async () => {
    const bomb = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(200_000);
    await expect(encodeImage(bomb, { allowed: ['png'], maxPx: 800 })).rejects.toMatchObject({ statusCode: 415, message: 'The image has too many pixels.' });
  });

  it(`runs at most ${MAX_CONCURRENT_DECODES} decodes at once`, async () => {
    let now = 0;
    let peak = 0;
    // Each decode holds its slot until the slots are full: were more than the cap let in, they would all be in
    // before the first one leaves (the gate opens in a later microtask), and the peak would show it.
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    await Promise.all(
      Array.from({ length: 8 }, () =>
        withDecodeSlot(async () => {
          peak = Math.max(peak, ++now);
          if (now === MAX_CONCURRENT_DECODES) openGate();
          await gate;
          now--;
        }),
      ),
    );
    expect(peak).toBe(MAX_CONCURRENT_DECODES);
  });

  it('refuses a multipart body with too many parts or an oversized field, and a "__proto__" field is only a field', async () => {
    const user = await makeUser(t);
    const many: Record<string, string> = {};
    for (let i = 0; i < 80; i++) many[`f${i}`] = 'x';
    const send = (fields: Record<string, string>) => {
      const body = multipart(fields);
      return t.app.inject({ method: 'POST', url: `/api/userprofile/update/${user.id}`, headers: { ...user.auth, ...body.headers }, payload: body.payload });
    };
    expect((await send(many)).statusCode).toBe(413);
    const big = await send({ name: 'x'.repeat(70 * 1024) });
    // The parser keeps the first 64 KB of a field; the schema's limit then refuses the name.
    expect(big.statusCode).toBe(400);
    expect(big.json().details.name).toBe('Maximum 50 characters allowed.');
    const truncated = await t.app.inject({
      method: 'POST',
      url: `/api/userprofile/update/${user.id}`,
      headers: { ...user.auth, 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n',
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toEqual({ error: 'The form data is incomplete or malformed.' });
    // A file part the body ends inside (busboy: "Part terminated early due to unexpected end of multipart data").
    const cutFile = await t.app.inject({
      method: 'POST',
      url: '/api/ads/create',
      headers: { ...user.auth, 'content-type': 'multipart/form-data; boundary=zz' },
      payload: `--zz\r\nContent-Disposition: form-data; name="title"\r\n\r\nLamp\r\n--zz\r\nContent-Disposition: form-data; name="big"; filename="big.jpg"\r\n\r\n${'\xff\xd8\xff'.padEnd(1_200_000, 'z')}\r\n`,
    });
    expect(cutFile.statusCode).toBe(400);
    const proto = await send(JSON.parse('{"__proto__":"x","constructor":"y","name":"Proto"}') as Record<string, string>);
    expect(proto.statusCode).toBe(400);
  });
});

describe('the upload memory budget', () => {
  // Room for one ad image at its 5 MB limit: a second file in flight does not fit.
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({ UPLOAD_MEMORY_MB: '6', WRITE_RATE_LIMIT: '5000' });
  });
  afterAll(() => small.close());

  it('holds at most UPLOAD_MEMORY_MB of files at once: bytes that do not fit get 503, nothing is stored, and responses free the room', async () => {
    const user = await makeUser(small);
    const categoryId = await firstCategoryId(small);
    const one = await sendAd(small, 'POST', '/api/ads/create', user, adFields(categoryId), [await jpegFile()]);
    expect(one.statusCode).toBe(201);
    expect(small.app.uploadBudget.used()).toBe(0);
    const before = { ads: await adCount(small), files: storedFiles(small, 'ads') };
    // Two files of 3.5 MB: the budget counts the bytes received, and the second file's do not fit in 6 MB.
    const big = (name: string) => ({ field: 'images', filename: name, data: Buffer.alloc(3.5 * 1024 * 1024, 0xff), type: 'image/jpeg' });
    const two = await sendAd(small, 'POST', '/api/ads/create', user, adFields(categoryId), [big('a.jpg'), big('b.jpg')]);
    expect(two.statusCode).toBe(503);
    expect(two.json()).toEqual({ error: UPLOADS_BUSY });
    expect(await adCount(small)).toBe(before.ads);
    expect(storedFiles(small, 'ads')).toEqual(before.files);
    expect(small.app.uploadBudget.used()).toBe(0);
    const again = await sendAd(small, 'POST', '/api/ads/create', user, adFields(categoryId), [await jpegFile()]);
    expect(again.statusCode).toBe(201);
  });

  it('defaults to 128 MB', () => {
    expect(t.app.uploadBudget.capacity).toBe(128 * 1024 * 1024);
  });
});
