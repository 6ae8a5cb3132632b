import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_SCRIPT_ID } from '@padosi/shared/first-screen';
import * as schema from '../../src/db/schema/index';
import { scriptJson } from '../../src/platform/render/first-screen-tags';
import { pickEncoding } from '../../src/platform/render/compression';
import { buildTestApp, type TestApp } from '../app';
import { firstCategoryId, insertAdRow } from '../ads-factories';
import { makeUser } from '../factories';

// A small web build as `vite build` with the precompress plugin leaves it: hashed assets with .br/.gz beside them.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-web-'));
const script = `console.log(${JSON.stringify('padosi '.repeat(500))});`;
function writeWithCompressed(file: string, text: string) {
  const full = path.join(dist, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(text));
}
writeWithCompressed(
  'index.html',
  `<!doctype html><html><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" /><!--app-config--><title>x</title></head><body>${'<p>padosi</p>'.repeat(200)}</body></html>`,
);
writeWithCompressed('assets/index-Ab12Cd34.js', script);
writeWithCompressed('assets/index-Ef56Gh78.css', `body{color:red}${'.a{margin:0}'.repeat(300)}`);
fs.writeFileSync(path.join(dist, 'humans.txt'), 'Padosi team\n');
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(
  path.join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-Ab12Cd34.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor-Vv11Vv11.js' },
    '_icons.js': { file: 'assets/icons-Ii22Ii22.js', imports: ['_vendor.js'] },
    'src/features/directory/pages/home-page.tsx': { file: 'assets/home-page-Hh33Hh33.js', imports: ['_vendor.js', '_icons.js'] },
  }),
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('web assets: compression and caching', () => {
  it('serves a hashed script as the brotli file the build made, cached for a year, varying on Accept-Encoding', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    // The very bytes of the build's file: nothing is compressed again per request.
    expect(res.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets/index-Ab12Cd34.js.br')))).toBe(true);
  });

  it('falls back to gzip, then to the plain file, by what the client accepts', async () => {
    const gz = await get('/assets/index-Ef56Gh78.css', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/text\/css/);
    const plain = await get('/assets/index-Ab12Cd34.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
    const refused = await get('/assets/index-Ab12Cd34.js', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('sends the HTML page compressed and revalidated on every load, for any app path', async () => {
    for (const url of ['/', '/details/12', '/ads']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<meta name="app-config"');
    }
    const plain = await get('/', '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<p>padosi</p>');
  });

  it('compresses API JSON above the threshold and leaves small answers alone', async () => {
    const big = await get('/api/docs/json', 'gzip, br');
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).openapi).toMatch(/^3\./);
    const small = await get('/healthz', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('a missing hashed asset is a 404, never the HTML page', async () => {
    const res = await get('/assets/index-Old00000.js', 'br');
    expect(res.statusCode).toBe(404);
  });
});

describe('the first screen in the HTML', () => {
  it("carries the home page's above-the-fold answers as inline JSON, preloads the first banner and the route chunks", async () => {
    const title = 'Offers </script><script>alert(1)</script>';
    const image = `/uploads/banners/${'f'.repeat(32)}`;
    await t.db.insert(schema.banners).values({ title, imageUrl: `${image}.jpg`, expireDate: new Date('2099-01-01') });
    // /home, the home page's other path: '/' was rendered above and is kept for a few seconds.
    const res = await get('/home', 'br');
    const html = zlib.brotliDecompressSync(res.rawPayload).toString();
    // As the carousel's <picture> draws it on a phone (decision 1106): the WebP copies, below 1024 px only.
    expect(html).toContain(
      `<link rel="preload" as="image" href="${image}-medium.webp" imagesrcset="${image}-thumb.webp 320w, ${image}-medium.webp 800w" imagesizes="100vw" media="(max-width: 1023.98px)" fetchpriority="high">`,
    );
    expect(html).not.toContain(`href="${image}.jpg"`);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-Hh33Hh33.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/icons-Ii22Ii22.js">');
    // What the entry already loads is not named twice.
    expect(html).not.toContain('vendor-Vv11Vv11.js');
    // Data, not code: a JSON script the CSP allows, and no way out of it.
    expect(html).not.toContain('</script><script>alert(1)');
    const json = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_SCRIPT_ID}">(.*?)</script>`).exec(html)?.[1];
    const entries = new Map((JSON.parse(json!) as [unknown[], unknown][]).map(([key, data]) => [JSON.stringify(key), data]));
    expect((entries.get('["banners"]') as { title: string }[])[0]!.title).toBe(title);
    expect([...entries.keys()]).toEqual(['["banners"]', '["categories","main"]', '["categories","homecards"]', '["homecards"]']);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<title>'));
    // After the viewport: the preload scanner sizes "100vw" by the viewport it has parsed so far.
    expect(html.indexOf('name="viewport"')).toBeLessThan(html.indexOf('rel="preload" as="image"'));
  });

  it('a write the API accepts shows in the next page at once', async () => {
    const before = zlib.brotliDecompressSync((await get('/', 'br')).rawPayload).toString();
    expect(before).not.toContain('Fresh banner');
    await t.db.insert(schema.banners).values({ title: 'Fresh banner', imageUrl: '/uploads/banners/fresh.jpg', expireDate: new Date('2099-01-01') });
    // Any accepted write marks the kept pages stale; the next load asks their API calls again and sees the change.
    const feedback = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { name: 'Visitor', email: 'v@example.com', message: 'A kind word for the portal', rating: 5 },
    });
    expect(feedback.statusCode).toBe(201);
    const after = zlib.brotliDecompressSync((await get('/', 'br')).rawPayload).toString();
    expect(after).toContain('Fresh banner');
  });

  it('keeps a page under its own path ("/ads//" is "/ads"), and a refused anonymous write leaves it kept (issue 29)', async () => {
    const page = async (url: string) => (await get(url)).body;
    expect(await page('/ads')).not.toContain('Quietly added lamp');
    // A change no write announced (straight into the database): a kept page does not show it until it expires.
    const user = await makeUser(t);
    await insertAdRow(t, { userId: user.id, categoryId: await firstCategoryId(t), title: 'Quietly added lamp' });
    for (const url of ['/ads/', '/ads//', '/ads///']) expect(await page(url)).not.toContain('Quietly added lamp');
    // Refused writes wrote nothing: a 404, a 401 and a 400 from a visitor leave the kept page as it is.
    expect((await t.app.inject({ method: 'POST', url: '/api/no-such-route' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/ads/create' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/feedback', payload: {} })).statusCode).toBe(400);
    expect(await page('/ads')).not.toContain('Quietly added lamp');
    // An accepted write: the next load asks again, and the change shows.
    await t.app.inject({ method: 'POST', url: '/api/feedback', payload: { name: 'Visitor', email: 'v@example.com', message: 'Another kind word', rating: 4 } });
    expect(await page('/ads//')).toContain('Quietly added lamp');
  });

  it('leaves pages without a first screen as they are', async () => {
    const html = zlib.brotliDecompressSync((await get('/terms', 'br')).rawPayload).toString();
    expect(html).not.toContain(FIRST_SCREEN_SCRIPT_ID);
    expect(html).not.toContain('rel="preload"');
  });

  it('scriptJson cannot close its script element', () => {
    const text = scriptJson({ a: '</script><!-- \u2028 & >' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- \u2028 & >' });
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, honours q=0 and knows no encoding', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('deflate')).toBeNull();
  });
});
