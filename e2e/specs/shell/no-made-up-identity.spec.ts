import { expect, test } from '../../support/test';
import { EXTRA_SERVER_START_MS, startExtraServer } from '../../support/extra-server';

// A live portal (DEMO_DATA=false) whose operator set no contact details: nothing made up may appear anywhere.
let server: Awaited<ReturnType<typeof startExtraServer>>;

test.beforeAll(async () => {
  test.setTimeout(EXTRA_SERVER_START_MS + 30_000);
  server = await startExtraServer(Number(process.env.E2E_PORT ?? 3199) + 31, {});
});
test.afterAll(async () => {
  await server?.stop();
});

/** The demo society's identity (apps/server/src/db/demo/settings.ts) and the made-up defaults the portal once had. */
const DEMO_IDENTITY = [
  '9876543210',
  '98765 43210',
  'support@padosi.in',
  'MG Road',
  'Civic Centre',
  'Padosi Community Services',
  'facebook.com/padosi',
  'instagram.com/padosi',
  'youtube.com/@padosi',
  'twitter.com/padosi',
  'linkedin.com/company/padosi',
];

const MAX_PAGES = 60;

test('every public page of a portal without demo data shows none of the demo identity', async ({ page, request }) => {
  test.setTimeout(180_000);
  // Pages no link reaches from the home page but a visitor may open: the empty search result and the setup page.
  const queue = ['/home', '/search/search_term/plumber', '/contact-us', '/terms', '/privacy', '/setup'];
  const seen = new Set<string>();
  while (queue.length && seen.size < MAX_PAGES) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    // The server's HTML (its embedded configuration and first screen), then the page the app drew.
    const html = await (await request.get(`${server.url}${path}`)).text();
    for (const demo of DEMO_IDENTITY) expect(html, `${demo} in the HTML of ${path}`).not.toContain(demo);
    await page.goto(`${server.url}${path}`);
    await expect(page.locator('h1').first()).toBeVisible();
    const drawn = await page.content();
    for (const demo of DEMO_IDENTITY) expect(drawn, `${demo} on ${path}`).not.toContain(demo);
    const links = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    for (const link of links) {
      if (/^\/(admin|api|uploads|banner)(\/|$)/.test(link) || seen.has(link)) continue;
      queue.push(link);
    }
  }
  // The crawl reached the shell's pages: the footer's information pages among them.
  expect([...seen]).toEqual(expect.arrayContaining(['/about-us', '/careers', '/help', '/faq', '/cookies', '/terms-policy', '/sitemap']));

  // With nothing set, the empty result offers no way to call or write, and the footer no social link.
  await page.goto(`${server.url}/search/search_term/plumber`);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call Admin' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Email Us' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /opens in a new tab/ })).toHaveCount(0);
  const config = await (await request.get(`${server.url}/api/config`)).json();
  expect(config).toMatchObject({ helplinePhone: '', supportEmail: '', operator: { name: '', address: '', grievanceOfficer: '' }, emergencyContacts: [] });
});
