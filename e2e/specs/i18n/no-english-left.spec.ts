import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { appReady, expect, test } from '../../support/test';
import { makeCategories, makeProvider, uniqueWord } from '../../support/directory';
import { signUpAdmin, signUpWithProfile, useSession } from '../../support/session';

/*
 * Every route drawn in Hindi, read for English words left in the interface (issue 23). What came from the API or
 * the site's configuration (names, addresses, descriptions, categories an admin typed) is user content and is taken
 * out first; brand and format words are allowed.
 */
const ROUTES = ['/', '/services', '/search/search_term/plumber', '/login', '/ads', '/rentals', '/carpooling', '/home-help', '/cloud-kitchen/home', '/terms'];

/** Words that are the same in a Hindi interface: the brand, products, file types and units. */
const ALLOWED = new Set(['Padosi', 'WhatsApp', 'Google', 'PG', 'JPG', 'JPEG', 'PNG', 'WebP', 'MB', 'KB', 'SOS', 'OTP', 'UPI', 'English']);
// The social networks an admin links the footer to (the settings screen names them).
for (const brand of ['Facebook', 'Instagram', 'YouTube', 'Twitter', 'LinkedIn']) ALLOWED.add(brand);

/**
 * What is typed as it is in any language: a web address, a site path in an example ("/home-help", "/cms/your-page")
 * and a field's technical name ("module_url"). An admin must type these in Latin letters on a Hindi page too.
 */
const LITERAL = /https?:\/\/\S*|(?<![\w/])\/[a-z0-9][a-z0-9/_-]*|\b[a-z]+(?:_[a-z]+)+\b/g;

/**
 * What the API answered on this page so far, across its navigations: a page may use an answer fetched on an earlier
 * one (a prefetch, React Query's cache), and it is still data there.
 */
const answers = new WeakMap<Page, string[]>();
function dataOf(page: Page) {
  const known = answers.get(page);
  if (known) return known;
  const into: string[] = [];
  answers.set(page, into);
  page.on('response', async (res) => {
    try {
      if (res.request().resourceType() === 'document') collect(firstScreenData(await res.text()), into);
      else if (/\/(api|review)\//.test(res.url()) && res.headers()['content-type']?.includes('json')) collect(await res.json(), into);
    } catch {
      // A body already gone (navigation): nothing to collect.
    }
  });
  return into;
}

/** The API answers a server-rendered page carries inline (the app reads them once and removes the script). */
function firstScreenData(html: string): unknown {
  const open = html.indexOf('id="first-screen-data">');
  if (open === -1) return [];
  const start = open + 'id="first-screen-data">'.length;
  return JSON.parse(html.slice(start, html.indexOf('</script>', start)));
}

/** `text` without any case of `value` in it: CSS may draw data in capitals (the site's name, a tagline). */
function without(text: string, value: string) {
  const hay = text.toLowerCase();
  const needle = value.toLowerCase();
  let out = '';
  let from = 0;
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, from)) {
    out += `${text.slice(from, at)} `;
    from = at + needle.length;
  }
  return out + text.slice(from);
}

/** The English words left on `path` once the data is taken out; `known` adds data the page has from elsewhere. */
async function englishLeft(page: Page, path: string, known: string[] = []) {
  const data = dataOf(page);
  data.push(...known);
  // A search term in the address is what the reader typed: data, like the API's answers.
  const typed = /^\/search\/search_term\/([^/?]+)/.exec(path)?.[1];
  if (typed) data.push(decodeURIComponent(typed));
  await page.goto(path);
  await appReady(page);
  await page.waitForLoadState('networkidle');
  collect(JSON.parse((await page.locator('meta[name="app-config"]').getAttribute('content')) ?? '{}'), data);
  let text = await page.locator('body').innerText();
  for (const value of [...new Set(data)].sort((a, b) => b.length - a.length)) if (value.length > 1) text = without(text, value);
  text = text.replace(LITERAL, ' ');
  return [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])].filter((w) => !ALLOWED.has(w));
}

function collect(value: unknown, into: string[]) {
  // Rich text (a provider's description) is read without its tags: each run of text between them is data.
  if (typeof value === 'string') into.push(value, ...value.split(/<[^<>]*>/).map((text) => text.trim()));
  else if (Array.isArray(value)) for (const v of value) collect(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collect(v, into);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
});

for (const path of ROUTES) {
  test(`${path} in Hindi has no English left`, async ({ page }) => {
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

test('/profile in Hindi, signed in, has no English left', async ({ page, request }) => {
  const auth = await signUpWithProfile(request);
  await useSession(page, auth);
  // The signed-in user's own record (name, e-mail) is user content too, though it comes from the browser's storage.
  const left = await englishLeft(page, '/profile', [auth.user.name, auth.user.email]);
  expect(left, 'English on /profile').toEqual([]);
});

/** Every screen of the admin console, read from its one navigation so a new screen is checked without touching this list. */
const ADMIN_ROUTES = [
  ...readFileSync(new URL('../../../apps/web/src/components/admin/admin-nav.tsx', import.meta.url), 'utf8').matchAll(/\['(\/[^']+)', msg`/g),
].map((m) => m[1]!);

test('every admin console screen in Hindi, signed in as the admin, has no English left', async ({ page, request }) => {
  test.setTimeout(180_000);
  expect(ADMIN_ROUTES.length).toBeGreaterThanOrEqual(16);
  const admin = await signUpAdmin(request);
  await useSession(page, admin);
  const found: Record<string, string[]> = {};
  for (const path of ADMIN_ROUTES) {
    const left = await englishLeft(page, path, [admin.user.name, admin.user.email]);
    if (left.length) found[path] = left;
  }
  expect(found, 'English on admin screens').toEqual({});
});
