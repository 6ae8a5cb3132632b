import { expect, test } from '../../support/test';
import { signUpAdmin, signUpWithProfile, useSession } from '../../support/session';

// Admin rights are read from the account on every request; the app's stored copy of the user follows on the next
// page load, so a grant or revoke needs no new sign-in.
test('a resident made admin sees the admin console on the next page load, and loses it the same way', async ({ page, request }) => {
  const admin = await signUpAdmin(request);
  const resident = await signUpWithProfile(request, { name: 'Kavya Rao' });
  await useSession(page, resident);
  await page.goto('/admin');
  await expect(page.getByText('Only the admin team can open this page.')).toBeVisible();

  const setAdmin = (isAdmin: boolean) =>
    request.put(`/api/admin/users/${resident.user.id}`, { headers: { authorization: `Bearer ${admin.token}` }, data: { is_admin: isAdmin } });
  expect((await setAdmin(true)).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();

  expect((await setAdmin(false)).status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Only the admin team can open this page.')).toBeVisible();
  // Still signed in, as a resident.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText(resident.user.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
});
