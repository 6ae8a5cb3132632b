import { expect, test } from '../support/test';
import { signUpWithProfile, useSession } from '../support/session';
import { snap, WIDTHS } from '../support/screenshots';

// Sign-in, profile and the SOS panel in Hindi (issue 23), at a phone's and a desktop's width.
for (const [label, viewport] of Object.entries(WIDTHS)) {
  test(`sign-in, profile and SOS in Hindi at ${viewport.width} px`, async ({ page, request, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await snap(page, 'shell', `login-hi-${label}`);
    await page.goto('/home');
    await page.getByRole('button', { name: /SOS/ }).click();
    await expect(page.locator('#sos-panel')).toHaveAttribute('data-state', 'open');
    await snap(page, 'shell', `sos-hi-${label}`);
    const auth = await signUpWithProfile(request, { name: 'प्रिया अय्यर' });
    await useSession(page, auth);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'मेरी प्रोफ़ाइल' })).toBeVisible();
    await snap(page, 'shell', `profile-hi-${label}`);
  });
}
