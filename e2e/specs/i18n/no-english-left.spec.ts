import type { Page } from '@playwright/test';
import { appReady, expect, test } from '../../support/test';
import { makeCategories, makeProvider, uniqueWord } from '../../support/directory';
import { signUpWithProfile } from '../../support/session';

/*
 * Every route drawn in Hindi, read for English words left in the interface (issue 23). What came from the API or
 * the site's configuration (names, addresses, descriptions, categories an admin typed) is user content and is taken
 * out first; brand and format words are allowed.
 *
 * TO DO: the routes whose texts are not translated yet. A translator removes a route here when its feature is done;
 * a route on this list that has no English left fails ("expected to fail"), as a reminder to take it off.
 */
const TODO_ROUTES = new Set(['/login', '/ads', '/rentals', '/carpooling', '/home-help', '/cloud-kitchen/home', '/terms']);
const ROUTES = ['/', '/services', '/search/search_term/plumber', ...TODO_ROUTES];

/** Words that are the same in a Hindi interface: the brand, products, file types and units. */
const ALLOWED = new Set(['Padosi', 'WhatsApp', 'Google', 'PG', 'JPG', 'JPEG', 'PNG', 'WebP', 'MB', 'KB', 'SOS', 'OTP', 'UPI', 'English']);

async function englishLeft(page: Page, path: string) {
  const data: string[] = [];
  page.on('response', async (res) => {
    if (!/\/(api|review)\//.test(res.url()) || !res.headers()['content-type']?.includes('json')) return;
    try {
      collect(await res.json(), data);
    } catch {
      // A body already gone (navigation): nothing to collect.
    }
  });
  // A search term in the address is what the reader typed: data, like the API's answers.
  const typed = /^\/search\/search_term\/([^/?]+)/.exec(path)?.[1];
  if (typed) data.push(decodeURIComponent(typed));
  await page.goto(path);
  await appReady(page);
  await page.waitForLoadState('networkidle');
  const inline = await page.evaluate(() => [
    document.querySelector('meta[name="app-config"]')?.getAttribute('content') ?? '{}',
    document.getElementById('first-screen-data')?.textContent ?? '[]',
  ]);
  for (const json of inline) collect(JSON.parse(json), data);
  let text = await page.locator('body').innerText();
  for (const value of [...new Set(data)].sort((a, b) => b.length - a.length)) if (value.length > 1) text = text.split(value).join(' ');
  return [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])].filter((w) => !ALLOWED.has(w));
}

function collect(value: unknown, into: string[]) {
  // Rich text (a provider's description) is read without its tags: each run of text between them is data.
  if (typeof value === 'string') into.push(value, ...value.split(/<[^>]*>/).map((text) => text.trim()));
  else if (Array.isArray(value)) for (const v of value) collect(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collect(v, into);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
});

for (const path of ROUTES) {
  test(`${path} in Hindi has no English left`, async ({ page }) => {
    test.fail(TODO_ROUTES.has(path), 'on the to-do list: not translated yet');
    await expect(page.locator('html')).toBeDefined();
    const left = await englishLeft(page, path);
    expect(left, `English on ${path}`).toEqual([]);
  });
}

test('a category page and a provider page in Hindi have no English left', async ({ page, request }) => {
  const { main, subs } = await makeCategories(request, uniqueWord('Repairs'), ['Plumber', 'Carpenter']);
  const owner = await signUpWithProfile(request);
  const id = await makeProvider(request, owner, {
    name: `${uniqueWord('Sharma')} Plumbing Works`,
    parent_id: main.id,
    service_type: subs[0]!.id,
    long_desc: '<p>Leaking taps and new fittings, same day.</p>',
  });
  for (const path of [`/home/${main.id}`, `/home/${subs[0]!.id}`, `/details/${id}`]) {
    expect(await englishLeft(page, path), `English on ${path}`).toEqual([]);
  }
});
