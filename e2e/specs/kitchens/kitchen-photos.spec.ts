import { expect, test } from '../../support/test';
import { file, picture } from '../../support/listings';
import { signUpWithProfile, useSession } from '../../support/session';
import { focusByKeyboard, looksFocused } from '../../support/focus';

test('a cook adds kitchen photos by keyboard: a wrong type is refused with a notice, a removed one is not sent, the rest upload', async ({ page, request }) => {
  const cook = await signUpWithProfile(request, { name: 'Photo Cook' });
  await useSession(page, cook);
  await page.goto('/cloud-kitchen/create-kitchen');
  await page.getByLabel('Kitchen name').fill(`Photo Rasoi ${Date.now() % 100000}`);
  await page.getByRole('checkbox', { name: 'Gujarati', exact: true }).check();
  await page.getByLabel('Pickup point').fill('Block C lobby');

  const photos = page.getByRole('group', { name: 'Kitchen photos' });
  await expect(photos.getByText('0 of 5 photos · JPEG, PNG or WebP')).toBeVisible();
  // The chooser is reached with Tab, and the tile shows where the focus is.
  const add = photos.getByLabel('Add photos');
  const tile = photos.locator('label').filter({ has: page.getByLabel('Add photos') });
  await looksFocused(page, tile, () => focusByKeyboard(page, add, page.getByLabel('Your story')));

  await add.setInputFiles([file('menu.gif', Buffer.from('GIF89a'), 'image/gif')]);
  await expect(page.getByText('Invalid file type: menu.gif')).toBeVisible();
  await add.setInputFiles([file('thali.png', await picture('Thali', 30, 'png')), file('chaas.jpg', await picture('Chaas', 90))]);
  await expect(photos.getByRole('img', { name: 'New photo 1: thali.png' })).toBeVisible();
  await expect(photos.getByRole('img', { name: 'New photo 2: chaas.jpg' })).toBeVisible();
  await photos.getByRole('button', { name: 'Remove new photo chaas.jpg' }).click();
  await expect(photos.getByRole('img', { name: /chaas/ })).toHaveCount(0);
  await expect(photos.getByText('1 of 5 photos')).toBeVisible();

  await page.getByRole('button', { name: 'Create kitchen' }).click();
  await expect(page).toHaveURL(/\/cloud-kitchen\/menu$/);
  const mine = await request.get('/api/kitchens/mine', { headers: { authorization: `Bearer ${cook.token}` } });
  expect(mine.status()).toBe(200);
  expect((await mine.json()).photos).toHaveLength(1);
});
