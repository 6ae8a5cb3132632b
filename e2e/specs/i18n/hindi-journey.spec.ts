import { appReady, expect, test } from '../../support/test';
import { signUp, useSession } from '../../support/session';

// The directory in Hindi (issue 23): the switch, a reload, a new sign-in, and a first visit by Accept-Language.

test('a first visit with Accept-Language hi-IN gets the Hindi home page from the server, lang="hi"', async ({ request }) => {
  const res = await request.get('/', { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
  const html = await res.text();
  expect(html).toContain('<html lang="hi"');
  expect(html).toContain('<div id="root" data-ssr="/">');
  expect(html).toContain('भरोसेमंद प्लंबर');
  // A first visit is drawn in the phone's Devanagari font; the file is fetched after load (public/font-later.js)…
  expect(html).not.toMatch(/<link rel="preload" as="font"[^>]*noto-sans-devanagari/);
  expect(html).toMatch(/<script src="\/font-later\.js" defer data-font="\/assets\/noto-sans-devanagari[^"]*\.woff2"><\/script>/);
  // …and a browser that has it (the cookie font-later.js sets) is given it with the HTML, in the font stack.
  const again = await (await request.get('/', { headers: { 'accept-language': 'hi-IN,hi;q=0.9', cookie: 'deva=1' } })).text();
  expect(again).toContain('<html lang="hi" data-deva');
  expect(again).toMatch(/<link rel="preload" as="font"[^>]*noto-sans-devanagari/);
  expect(again).not.toContain('font-later.js');
  const english = await (await request.get('/', { headers: { 'accept-language': 'en-IN,en;q=0.9' } })).text();
  expect(english).toContain('<html lang="en"');
  expect(english).not.toContain('भरोसेमंद');
  expect(english).not.toMatch(/noto-sans-devanagari[^"]*\.woff2" *>/);
});

test('switching to Hindi survives a reload and follows the user to a new sign-in', async ({ page, request, browser }) => {
  const auth = await signUp(request, { name: 'Hindi Reader' });
  await useSession(page, auth);
  await page.goto('/');
  await appReady(page);
  await page.getByRole('button', { name: 'Change language to हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await appReady(page);
  await expect(page.getByRole('link', { name: 'किराए पर' }).first()).toBeVisible();
  await expect(page.getByText('भरोसेमंद प्लंबर, ट्यूटर, डॉक्टर')).toBeVisible();

  await page.reload();
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('searchbox', { name: 'अपने आस-पास सेवाएँ खोजें' }).or(page.getByLabel('अपने आस-पास सेवाएँ खोजें')).first()).toBeVisible();

  // A new browser (no cookie) where the same user signs in: their stored choice brings Hindi back.
  const fresh = await browser.newContext({ locale: 'en-IN' });
  const other = await fresh.newPage();
  const again = (await (await request.post('/api/auth/dev-login', { data: { name: 'Hindi Reader', email: auth.user.email } })).json()) as typeof auth;
  expect(again.user).toMatchObject({ language: 'hi' });
  await useSession(other, again);
  await other.goto('/services');
  await expect(other.locator('html')).toHaveAttribute('lang', 'hi', { timeout: 15_000 });
  await appReady(other);
  await expect(
    other
      .getByRole('button', { name: 'मेन्यू खोलें' })
      .or(other.getByRole('link', { name: 'सेवाएँ' }))
      .first(),
  ).toBeVisible();

  // And back to English.
  await other.getByRole('button', { name: 'भाषा बदलकर English करें' }).first().click();
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await fresh.close();
});
