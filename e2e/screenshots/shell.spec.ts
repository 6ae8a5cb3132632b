import { expect, test } from '../support/test';
import { signUpWithProfile, useSession } from '../support/session';
import { snap, WIDTHS } from '../support/screenshots';

for (const [label, viewport] of Object.entries(WIDTHS)) {
  test(`shell pages at ${viewport.width} px`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    await page.goto('/home');
    await snap(page, 'shell', `home-${label}`);
    await page.goto('/login');
    await snap(page, 'shell', `login-${label}`);
    await page.goto('/home');
    await page.getByRole('button', { name: /SOS/ }).click();
    await expect(page.locator('#sos-panel')).toHaveAttribute('data-state', 'open');
    await snap(page, 'shell', `sos-${label}`);
    const auth = await signUpWithProfile(request, { name: 'Priya Iyer' });
    await useSession(page, auth);
    await page.goto('/profile');
    await snap(page, 'shell', `profile-${label}`);
  });
}
