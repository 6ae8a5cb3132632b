import { expect, test } from '../../support/test';
import { signUpWithProfile, uniqueEmail, useSession } from '../../support/session';
import { snap } from '../../support/screenshots';

test.use({ viewport: { width: 390, height: 844 } });

test('a resident downloads their data, deletes their account, then cancels the deletion at sign-in', async ({ page, request }) => {
  const email = uniqueEmail('leaving');
  const auth = await signUpWithProfile(request, { name: 'Leena Rao', email });
  await useSession(page, auth);
  await page.goto('/profile');

  // Download my data: the archive is built by the job queue and the panel shows it when ready.
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByText('Your archive is ready.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download my data' })).toBeDisabled();
  await snap(page, 'privacy', 'your-data-ready');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download archive' }).click();
  const archive = await downloading;
  expect(archive.suggestedFilename()).toMatch(/^padosi-my-data-\d{4}-\d{2}-\d{2}\.zip$/);

  // Delete my account: asked first, then signed out at once.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await snap(page, 'privacy', 'delete-dialog');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account is locked and will be deleted in 48 hours.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/profile$/);

  // Signing in again lands on the "being deleted – cancel?" page; cancelling signs the resident in.
  await page.goto('/login');
  await page.getByLabel('Name').fill('Leena Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in (development)' }).click();
  await expect(page).toHaveURL(/\/account-deletion$/);
  await expect(page.getByRole('heading', { name: 'Your account is being deleted' })).toBeVisible();
  await snap(page, 'privacy', 'cancel-deletion');
  await page.getByRole('button', { name: 'Cancel the deletion and keep my account' }).click();
  await expect(page.getByText('Welcome back! Your account will not be deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Block / Flat number')).not.toHaveValue('');
});
