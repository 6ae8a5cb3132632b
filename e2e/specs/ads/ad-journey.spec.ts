import { expect, test } from '../../support/test';
import { file, picture } from '../../support/listings';
import { signUpWithProfile, useSession } from '../../support/session';

test('post an ad with two images, find it, view it, edit its images and delete it', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const seller = await signUpWithProfile(request, { name: 'Meera Joshi' });
  await useSession(page, seller);
  const title = `Teak study table ${Date.now() % 100000}`;

  // Create: from the list's button, with two images.
  await page.goto('/ads');
  await page.getByRole('link', { name: 'Create Buy/Sell Ads' }).click();
  await expect(page).toHaveURL(/\/ads\/create$/);
  await expect(page).toHaveTitle(/Post an ad/);
  await page.getByLabel('Category').selectOption({ label: 'Furniture' });
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill("Solid teak, two drawers. It's sturdy - pick up only!");
  await page.getByLabel('Price (₹)').fill('4500.50');
  await expect(page.getByLabel('Contact number')).toHaveValue('9876543210');
  await page.getByLabel('Location').fill('Green Meadows, Block C');
  await page
    .getByLabel('Add images')
    .setInputFiles([file('front.jpg', await picture('Front', 30)), file('side.png', await picture('Side', 200, 'png'), 'image/png')]);
  await expect(page.getByRole('img', { name: /^New image/ })).toHaveCount(2);
  await expect(page.getByText('2 of 5 images')).toBeVisible();
  await page.getByRole('button', { name: 'Post ad' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Created successfully!' })).toBeVisible();
  // The spec's redirect to /ads/ after 2 seconds.
  await expect(page).toHaveURL(/\/ads\/?$/, { timeout: 5000 });

  // List → details.
  await page.goto(`/ads/${seller.user.id}`);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const adId = Number(page.url().split('/').pop());
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  await expect(page.getByText('Furniture')).toBeVisible();
  await expect(page.getByText('₹4,500.50')).toBeVisible();
  await expect(page.getByText('Green Meadows, Block C')).toBeVisible();
  await expect(page.getByText(/^Posted on /)).toBeVisible();

  // Gallery: a thumbnail opens the large image; arrow keys move; Escape closes.
  await page.getByRole('button', { name: 'Open image 2 of 2' }).click();
  const popup = page.getByRole('dialog', { name: /image 2 of 2/ });
  await expect(popup).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: /image 1 of 2/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The owner sees the number without asking (a neighbour asks for it: trust/private-phones.test.ts); call and chat
  // links; share copies the link.
  await expect(page.getByRole('button', { name: 'Show phone number' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '9876543210' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:9876543210');
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=/);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  // The favourite heart is local only.
  const heart = page.getByRole('button', { name: 'Save' });
  await heart.click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  const before = await (await request.get(`/api/ads/details/${adId}`)).json();
  expect(before.images).toHaveLength(2);

  // Edit: remove the first image, add a new one.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/ads/edit/${adId}$`));
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('img', { name: /^Image \d/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove image 1' }).click();
  await page.getByLabel('Add images').setInputFiles([file('back.jpg', await picture('Back', 120))]);
  await page.getByLabel('Price (₹)').fill('4000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updated successfully!' })).toBeVisible();
  await expect(page).toHaveURL(/\/ads\/?$/, { timeout: 5000 });

  const after = await (await request.get(`/api/ads/details/${adId}`)).json();
  expect(after.price).toBe('4000.00');
  expect(after.images).toHaveLength(2);
  expect(after.images[0]).toBe(before.images[1]);
  expect(after.images).not.toContain(before.images[0]);
  expect((await request.get(before.images[0])).status()).toBe(404);

  // Delete from the details page, after a confirmation.
  await page.goto(`/ads/details/${adId}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this ad?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Ad deleted successfully.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/ads/${seller.user.id}$`));
  expect((await request.get(`/api/ads/details/${adId}`)).status()).toBe(404);
});
