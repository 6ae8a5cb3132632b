import type { Page } from '@playwright/test';
import { signUpWithProfile, useSession } from '../../support/session';
import { appReady, expect, test } from '../../support/test';

/*
 * Every route drawn in Hindi, read for English words left in the interface (issue 23). What came from the API or
 * the site's configuration (names, addresses, descriptions, categories an admin typed) is user content and is taken
 * out first; brand and format words are allowed.
 *
 * TO DO: the routes whose texts are not translated yet. A translator removes a route here when its feature is done;
 * a route on this list that has no English left fails ("expected to fail"), as a reminder to take it off.
 */
const TODO_ROUTES = new Set([
  '/', // shell: help menu, SOS panel, service prompt, enquiry form; directory: home sections, bike road
  '/services',
  '/search/search_term/plumber',
]);
const ROUTES = [...TODO_ROUTES, '/login', '/ads', '/rentals', '/carpooling', '/home-help', '/cloud-kitchen/home', '/terms'];

/** Words that are the same in a Hindi interface: the brand, products, file types and units. */
const ALLOWED = new Set(['Padosi', 'WhatsApp', 'Google', 'PG', 'JPG', 'JPEG', 'PNG', 'WebP', 'MB', 'KB', 'SOS', 'OTP', 'UPI', 'English']);

async function englishLeft(page: Page, path: string, data: string[] = []) {
  page.on('response', async (res) => {
    if (!/\/(api|review)\//.test(res.url()) || !res.headers()['content-type']?.includes('json')) return;
    try {
      collect(await res.json(), data);
    } catch {
      // A body already gone (navigation): nothing to collect.
    }
  });
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
  if (typeof value === 'string') into.push(value);
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

test('/profile in Hindi, signed in, has no English left', async ({ page, request }) => {
  const auth = await signUpWithProfile(request);
  await useSession(page, auth);
  // The signed-in user's own record (name, e-mail) is user content too, though it comes from the browser's storage.
  const left = await englishLeft(page, '/profile', [auth.user.name, auth.user.email]);
  expect(left, 'English on /profile').toEqual([]);
});
