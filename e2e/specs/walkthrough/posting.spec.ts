import { expect, test } from '../../support/test';
import { adCategoryId, createAd, file, picture } from '../../support/listings';
import { signUpWithProfile, useSession } from '../../support/session';

/** Issue 15 (residents' walkthrough): posting and managing what you posted, at 390 px. */
test.use({ viewport: { width: 390, height: 844 } });

test('an ad price typed as "3,500" is accepted and stored as 3500', async ({ page, request }) => {
  const me = await signUpWithProfile(request, { name: 'Price Typist' });
  await useSession(page, me);
  await page.goto('/ads/create');
  await page.getByLabel('Category').selectOption({ label: 'Furniture' });
  await page.getByLabel('Title').fill('Teak shoe rack');
  await page.getByLabel('Description').fill('Sturdy rack, four shelves.');
  await page.getByLabel('Price (₹)').fill('3,500');
  await page.getByLabel('Location').fill('Green Meadows, Block C');
  await page.getByLabel('Add images').setInputFiles([file('rack.jpg', await picture('Rack', 30))]);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/ads/create'));
  await page.getByRole('button', { name: 'Post ad' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByText('Enter a valid price (numbers only, up to 2 decimals).')).toHaveCount(0);
  const mine = await (await request.get(`/api/ads/listing/${me.user.id}`, { headers: { authorization: `Bearer ${me.token}` } })).text();
  expect(mine).toContain('3500');
});

test('a rent typed as "12,000" is accepted', async ({ page, request }) => {
  const me = await signUpWithProfile(request);
  await useSession(page, me);
  await page.goto('/rentals/create');
  await page.getByLabel('Rent per month (₹)').fill('12,000');
  await page.getByLabel('Rent per month (₹)').blur();
  await page
    .getByRole('button', { name: /post|save|create/i })
    .last()
    .click();
  await expect(page.getByText('Please enter a valid cost.')).toHaveCount(0);
});

test('the edit-ad form shows the saved category', async ({ page, request }) => {
  const me = await signUpWithProfile(request);
  const ad = await createAd(request, me, { category_id: await adCategoryId(request, 'Electronics'), title: 'Old radio set', price: '900' }, [
    await picture('Radio', 60),
  ]);
  await useSession(page, me);
  await page.goto(`/ads/edit/${ad.ad_id}`);
  await expect(page.getByLabel('Title')).toHaveValue('Old radio set');
  await expect(page.getByLabel('Category').locator('option:checked')).toHaveText('Electronics');
});

test('dialogs focus their first action, not Close, and Esc returns focus to the opener', async ({ page, request }) => {
  const me = await signUpWithProfile(request);
  const ad = await createAd(request, me, { category_id: await adCategoryId(request, 'Electronics'), title: 'Spare kettle', price: '400' }, [
    await picture('Kettle', 90),
  ]);
  await useSession(page, me);
  await page.goto(`/ads/details/${ad.ad_id}`);
  const remove = page.getByRole('button', { name: 'Delete' }).first();
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).not.toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
});
