import { expect, test } from '../support/test';
import { makeCategories, makeProvider } from '../support/directory';
import { inHindi } from '../support/hindi';
import { signUpAdmin, signUpWithProfile } from '../support/session';
import { snap, WIDTHS } from '../support/screenshots';

// Hindi pages at 390 and 1280 px for docs/screenshots/i18n (issue 23): home (with its sections below the first
// screen), the services list, a category and a provider page.
test('Hindi home, directory, category and provider page at both widths', async ({ page, request, context, baseURL }) => {
  await signUpAdmin(request);
  const owner = await signUpWithProfile(request);
  const { main, subs } = await makeCategories(request, 'Home Services', ['Plumber', 'Electrician', 'Carpenter']);
  const id = await makeProvider(request, owner, {
    name: 'Sharma Plumbing Works',
    parent_id: main.id,
    service_type: subs[0]!.id,
    long_desc: '<p>Leaking taps, new fittings and bathroom repairs, usually the same day.</p>',
  });
  await inHindi(context, baseURL);
  for (const [width, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    for (const [name, path] of [
      ['home', '/'],
      ['directory', '/services'],
      ['category', `/home/${main.id}`],
      ['provider', `/details/${id}`],
    ] as const) {
      await page.goto(path);
      if (name === 'home') {
        // The sections below the first screen load when the reader scrolls near them.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(page.getByRole('heading', { name: 'श्रेणी के हिसाब से देखें' })).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      if (name === 'provider') {
        // The review form loads near the viewport; back at the top, the sticky header stays where it belongs.
        await page.getByRole('heading', { name: 'समीक्षा लिखें' }).scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      await page.waitForLoadState('networkidle');
      await snap(page, 'i18n', `hi-${name}-${width}`);
    }
  }
});
