import { expect, test } from '../../support/test';
import { snap, WIDTHS } from '../../support/screenshots';
import { signUpWithProfile, useSession } from '../../support/session';

test('a resident signs out everywhere from the profile page; every session of theirs stops working', async ({ page, request }) => {
  const me = await signUpWithProfile(request);
  const otherDevice = (await (await request.post('/api/auth/dev-login', { data: { name: me.user.name, email: me.user.email } })).json()) as { token: string };
  await page.setViewportSize(WIDTHS.mobile);
  await useSession(page, me);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toBeVisible();
  await snap(page, 'profile', 'sign-out-everywhere-mobile');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${otherDevice.token}` } })).status()).toBe(200);

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('You have been signed out on every device.')).toBeVisible();
  // The profile page is guarded: the signed-out visitor leaves it (for home or the sign-in page).
  await expect(page).not.toHaveURL(/\/profile$/);
  for (const token of [me.token, otherDevice.token]) {
    expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  }
});
