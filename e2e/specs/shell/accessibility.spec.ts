import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/test';
import { signUpWithProfile, useSession } from '../../support/session';
import { openHelp } from '../../support/help';

const PAGES = ['/home', '/login', '/terms-policy', '/privacy', '/faq'];

for (const width of [390, 1280]) {
  test(`axe finds no serious or critical violations at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const auth = await signUpWithProfile(request);
    for (const path of [...PAGES, '/profile']) {
      if (path === '/profile') await useSession(page, auth);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page, path)).toEqual([]);
    }
  });
}

test('the feedback dialog and the SOS panel pass axe while open', async ({ page }) => {
  await page.goto('/home');
  await openHelp(page, 'Send feedback');
  await expect(page.getByRole('dialog', { name: 'Feedback Form' })).toBeVisible();
  expect(await seriousViolations(page, 'feedback dialog', '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /SOS/ }).click();
  expect(await seriousViolations(page, 'SOS panel', '#sos-panel')).toEqual([]);
});
