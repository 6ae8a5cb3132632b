import { adCategoryId, createAd, picture } from '../../support/listings';
import { uniqueWord } from '../../support/directory';
import { signUpWithProfile } from '../../support/session';
import { expect, test } from '../../support/test';

// The compressed bytes a phone downloads before the home page can render, and how the server sends them
// (issue 11, docs/decisions/1100 and 1102). Raise a budget only with a reason in docs/performance.md.
// The JavaScript budget is issue 11's 100 KB; Preact renders the React code (decision 1103), which brought the home
// page from about 131 KB to about 75 KB.
const BUDGET_KB = { js: 100, css: 16 };
const FIRST_PAGES = ['/', '/details/1', '/ads', '/rentals'];

const attrs = (html: string, tag: RegExp) => [...html.matchAll(tag)].map((m) => m[1]!);

// Both languages: a Hindi page carries the Hindi catalogues and the Devanagari preload instead (issue 23).
for (const language of ['en', 'hi'] as const) {
  test(`the home page first JavaScript and CSS stay within budget in ${language}, each file precompressed and immutable`, async ({ request }) => {
    const html = await (await request.get('/', { headers: { 'accept-encoding': 'br', cookie: `lang=${language}` } })).text();
    expect(html).toContain(`<html lang="${language}"`);
    // A server-rendered page lists its code in boot.js's data-modules (decision 1104); a browser-rendered one in tags.
    const scripts = [
      ...attrs(html, /<script type="module" crossorigin src="([^"]+)"/g),
      ...attrs(html, /<link rel="modulepreload" crossorigin href="([^"]+)"/g),
      ...attrs(html, /<script src="\/boot\.js" defer data-modules="([^"]+)"/g).flatMap((list) => list.split(' ')),
    ];
    const styles = attrs(html, /<link rel="stylesheet" crossorigin href="([^"]+)"/g);
    expect(scripts.length).toBeGreaterThan(1);
    expect(styles.length).toBeGreaterThan(0);

    const sizes = { js: 0, css: 0 };
    for (const [kind, urls] of [
      ['js', scripts],
      ['css', styles],
    ] as const) {
      for (const url of new Set(urls)) {
        expect(url, 'a hashed asset').toMatch(/^\/assets\/[\w.-]+-[\w-]{8}\.(js|css)$/);
        const res = await request.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
        const headers = res.headers();
        expect(res.status(), url).toBe(200);
        expect(headers['content-encoding'], `${url} is sent compressed`).toBe('br');
        expect(headers.vary?.toLowerCase(), url).toContain('accept-encoding');
        expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
        sizes[kind] += Number(headers['content-length']);
      }
    }
    const kb = { js: sizes.js / 1024, css: sizes.css / 1024 };
    test.info().annotations.push({ type: 'first page', description: `${language}: JS ${kb.js.toFixed(1)} KB, CSS ${kb.css.toFixed(1)} KB (brotli)` });
    expect(kb.js, `home page JavaScript (${language}) ${kb.js.toFixed(1)} KB brotli`).toBeLessThanOrEqual(BUDGET_KB.js);
    expect(kb.css, `home page CSS ${kb.css.toFixed(1)} KB brotli`).toBeLessThanOrEqual(BUDGET_KB.css);
  });
}

test('every page and its first-screen data come compressed; the HTML is never cached without revalidation', async ({ request }) => {
  for (const path of FIRST_PAGES) {
    const res = await request.get(path, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-encoding'], path).toBe('br');
    expect(res.headers()['cache-control'], path).toBe('no-cache');
  }
  const api = await request.get('/api/managecategory/maincategorylisting', { headers: { 'accept-encoding': 'gzip' } });
  if (Number(api.headers()['content-length'] ?? 2000) > 1400) expect(api.headers()['content-encoding']).toBe('gzip');
});

test('the landing pages ask for one small font file before their first paint; other Latin letters still come in Inter', async ({ page }) => {
  // Decision 1105: the first face of Inter holds ASCII and a few marks in 14 KB. A page whose text needs the
  // whole Latin file (48 KB) before it can paint would lose what the subset gained.
  for (const path of FIRST_PAGES) {
    const fonts: string[] = [];
    const listen = (req: import('@playwright/test').Request) => {
      if (req.resourceType() === 'font') fonts.push(new URL(req.url()).pathname);
    };
    page.on('request', listen);
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    page.off('request', listen);
    expect(fonts.length, path).toBeGreaterThan(0);
    for (const font of fonts) expect(font, `${path} asks for`).toMatch(/^\/assets\/inter-(core|rupee)-[\w-]+\.woff2$/);
  }
  const core = await page.request.get(/href="(\/assets\/inter-core-[\w-]+\.woff2)"/.exec(await (await page.request.get('/')).text())![1]!);
  expect(core.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await core.body()).length).toBeLessThanOrEqual(16 * 1024);

  // A name with an accent is drawn in Inter's whole Latin face, asked for only now.
  const faces = await page.evaluate(async () => (await document.fonts.load('16px "Inter Variable"', 'Zoë')).map((f) => f.status));
  expect(faces.length).toBeGreaterThan(0);
  expect(faces.every((s) => s === 'loaded')).toBe(true);
});

test('a phone fetches one copy of each landing image: the preload and the page choose the same WebP', async ({ browser, request }) => {
  // Decision 1106: the preload sits after the viewport meta and names what the <img> or <picture> chooses; a card
  // names no candidate wider than it needs. A phone-wide window, not Playwright's isMobile: under that emulation
  // Chrome's preload scanner sized media queries by a desktop-wide viewport on the first page (seen on `/`).
  const owner = await signUpWithProfile(request);
  await createAd(request, owner, { title: `Kettle ${uniqueWord('img')}`, price: '300', category_id: await adCategoryId(request, 'Furniture') }, [
    await picture('Kettle', 30),
  ]);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  for (const path of FIRST_PAGES) {
    const images: string[] = [];
    const listen = (req: import('@playwright/test').Request) => {
      const url = new URL(req.url()).pathname;
      if (url.startsWith('/uploads/')) images.push(url);
    };
    page.on('request', listen);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    page.off('request', listen);
    const stems = images.map((u) => /([a-f0-9]{32})/.exec(u)?.[1]).filter(Boolean);
    expect(new Set(stems).size, `${path}: ${images.join(', ')}`).toBe(stems.length);
    if (path === '/ads')
      expect(
        images.some((u) => u.endsWith('-medium.webp')),
        `${path}: ${images.join(', ')}`,
      ).toBe(true);
  }
  await context.close();
});

test('a Hindi first visit spends no time on the Devanagari file; it is fetched after load and drawn from the next page on', async ({
  page,
  context,
  baseURL,
}) => {
  // Issue 23: asked for with the HTML, the 121 KB file put a slow phone's LCP 0.6 s behind the English page's.
  await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
  await page.goto('/');
  expect(await page.locator('html').getAttribute('data-deva')).toBeNull();
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'deva' && c.value === '1'), { timeout: 15_000 }).toBe(true);
  const timing = await page.evaluate(() => ({
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    fonts: performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('noto-sans-devanagari'))
      .map((e) => e.startTime),
  }));
  expect(timing.fonts.length).toBe(1);
  expect(timing.fonts[0]!, 'the file is asked for after the load event').toBeGreaterThanOrEqual(timing.load);

  // The next page has it in its font stack, from the cache, and draws Hindi in it.
  await page.goto('/ads');
  await expect(page.locator('html')).toHaveAttribute('data-deva', '');
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari Variable"', 'विज्ञापन'))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Noto Sans Devanagari Variable');
});
