import { appReady, test } from '../../support/test';
import { makeCategories, makeProvider } from '../../support/directory';
import { signUpAdmin, signUpWithProfile } from '../../support/session';
import { snap, WIDTHS } from '../../support/screenshots';

// Hindi pages at 390 and 1280 px for docs/screenshots/i18n (SCREENSHOTS=1 only; issue 23).
test('Hindi home, directory and provider page at both widths', async ({ page, request, context, baseURL }) => {
  test.skip(!process.env.SCREENSHOTS, 'screenshots only');
  await signUpAdmin(request);
  const owner = await signUpWithProfile(request);
  const { main, subs } = await makeCategories(request, 'Home Services', ['Plumber']);
  const id = await makeProvider(request, owner, { name: 'Sharma Plumbing Works', parent_id: main.id, service_type: subs[0]!.id });
  await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
  for (const [width, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    for (const [name, path] of [
      ['home', '/'],
      ['directory', '/services'],
      ['provider', `/details/${id}`],
    ] as const) {
      await page.goto(path);
      await appReady(page);
      await page.waitForLoadState('networkidle');
      await snap(page, 'i18n', `hi-${name}-${width}`);
    }
  }
});
