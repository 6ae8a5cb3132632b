import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../app';

// A web build with the server render beside it (decision 1104): index.html as Vite writes it, a manifest, and a
// dist-ssr/entry-server.js that stands in for the real render (the browser tests drive the real one).
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'padosi-ssr-'));
const dist = path.join(root, 'dist');
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
write(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-config--><title>x</title>' +
    '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-Vv11Vv11.js">' +
    '</head><body><div id="root"></div></body></html>',
);
write(path.join(dist, 'assets/index-Ab12Cd34.js'), 'export {};');
write(
  path.join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-Ab12Cd34.js', isEntry: true, imports: ['_vendor.js'] },
    '_vendor.js': { file: 'assets/vendor-Vv11Vv11.js' },
    'src/features/ads/pages/ads-page.tsx': { file: 'assets/ads-page-Aa11Aa11.js', imports: ['_vendor.js'] },
    'src/locales/hi.po': { file: 'assets/hi-Hh11Hh11.js' },
    'src/features/ads/locales/hi.po': { file: 'assets/hi-Ad11Ad11.js' },
  }),
);
// Renders what it was given, so the test sees the answers and the configuration arrive; fails for /rentals.
write(
  path.join(root, 'dist-ssr/entry-server.js'),
  `export async function renderFirstScreen(path, entries, config, language) {
     if (path === '/rentals') throw new Error('render failed');
     if (language !== 'en') return '<main lang="' + language + '">' + path + '</main>';
     return '<main>' + config.siteName + ' ' + path + ' ' + JSON.stringify(entries.map(([key]) => key)) + '</main>';
   }`,
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: dist, SITE_NAME: 'Padosi Test' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const moduleScript = '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>';

describe('server-rendered landing pages', () => {
  it('puts the render into #root, names its page, and leaves the code to boot.js, entry first', async () => {
    const html = await page('/ads');
    expect(html).toContain('<div id="root" data-ssr="/ads"><main>Padosi Test /ads [["ads","list",{"userId":null,"page":1,"sort":"latest"}]]</main></div>');
    expect(html).not.toContain(moduleScript);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script src="/boot.js" defer data-modules="/assets/index-Ab12Cd34.js /assets/vendor-Vv11Vv11.js /assets/ads-page-Aa11Aa11.js"></script>',
    );
    // boot.js comes after the root, so it runs once the page is parsed.
    expect(html.indexOf('data-ssr')).toBeLessThan(html.indexOf('/boot.js'));
  });

  it('leaves another page of a list, and pages without a first screen, to the browser', async () => {
    for (const url of ['/ads?page=2', '/login']) {
      const html = await page(url);
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toContain(moduleScript);
      expect(html, url).not.toContain('/boot.js');
    }
    expect(await page('/ads?page=2')).toContain('<link rel="modulepreload" crossorigin href="/assets/ads-page-Aa11Aa11.js">');
  });

  it("draws the page in the reader's language: the lang cookie, else Accept-Language (decision 2300)", async () => {
    const hindi = await page('/ads', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).toContain('<div id="root" data-ssr="/ads"><main lang="hi">/ads</main></div>');
    // Its texts come with its code: the shell's and the feature's Hindi catalogues.
    expect(hindi).toContain('/assets/ads-page-Aa11Aa11.js /assets/hi-Hh11Hh11.js /assets/hi-Ad11Ad11.js"></script>');
    expect(await page('/ads', { 'accept-language': 'hi', cookie: 'lang=en' })).toContain('<html lang="en">');
    expect(await page('/ads', { cookie: 'a=b; lang=hi' })).toContain('<html lang="hi">');
    const english = await page('/ads');
    expect(english).toContain('<html lang="en">');
    expect(english).not.toContain('hi-');
    // A page the browser draws asks for the shell's texts in its language.
    expect(await page('/login', { cookie: 'lang=hi' })).toContain('<link rel="modulepreload" crossorigin href="/assets/hi-Hh11Hh11.js">');
  });

  it('serves a page whose render fails as the browser-rendered page', async () => {
    const html = await page('/rentals');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(moduleScript);
  });
});
