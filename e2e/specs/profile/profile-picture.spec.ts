import { expect, test } from '../../support/test';
import { file, picture } from '../../support/listings';
import { signUpWithProfile, useSession } from '../../support/session';
import { focusByKeyboard, looksFocused } from '../../support/focus';

test('a resident changes their picture by keyboard: focus shows, a GIF is refused, a JPEG is compressed and previewed', async ({ page, request }) => {
  const me = await signUpWithProfile(request, { name: 'Kavya Menon' });
  await useSession(page, me);
  await page.goto('/profile');
  const choose = page.getByLabel('Change picture');
  const button = page.locator('label').filter({ has: choose });
  await looksFocused(page, button, () => focusByKeyboard(page, choose));

  await choose.setInputFiles(file('me.gif', Buffer.from('GIF89a'), 'image/gif'));
  await expect(page.getByRole('alert').filter({ hasText: 'Only JPG or PNG images are allowed.' })).toBeVisible();
  await choose.setInputFiles(file('me.jpg', await picture('Me', 30, 'jpeg', 1600, 1200)));
  await expect(page.getByText(/^Image compressed: \d+ KB to \d+ KB\.$/)).toBeVisible();
  await expect(page.getByRole('img', { name: "Kavya Menon's profile picture" })).toHaveAttribute('src', /^blob:/);
  await expect(page.getByText('JPG or PNG', { exact: true })).toBeVisible();
});
