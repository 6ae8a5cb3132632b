import { expect, test } from '../../support/test';
import sharp from 'sharp';
import { adCategoryId, bigPhoto, createAd, file, picture } from '../../support/listings';
import { signUp, signUpWithProfile, useSession } from '../../support/session';

test('the ad form explains every refusal and sends nothing until it is valid', async ({ page, request }) => {
  const me = await signUp(request, { name: 'Arjun Nair' });
  await useSession(page, me);
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/ads/create')) posted++;
  });
  await page.goto('/ads/create');
  await page.getByRole('button', { name: 'Post ad' }).click();
  for (const message of [
    'Please select a category.',
    'Title is required.',
    'Description is required.',
    'Price is required.',
    'Enter a valid 10-digit number.',
    'Location is required.',
    'Please add at least one image.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Title').fill('Sofa & chairs');
  await page.getByLabel('Price (₹)').fill('12.345');
  await page.getByLabel('Description').fill('Nice <b>sofa</b>');
  await page.getByRole('button', { name: 'Post ad' }).click();
  await expect(page.getByText('Title can contain only letters, digits and spaces.')).toBeVisible();
  await expect(page.getByText('Enter a valid price (numbers only, up to 2 decimals).')).toBeVisible();
  await expect(page.getByText("Description can contain only letters, digits, spaces and . , ! ? ' -")).toBeVisible();
  await expect(page.getByText('0/500')).toHaveCount(0);
  await expect(page.getByText('16/500')).toBeVisible();

  // Images: a GIF is not valid; a sixth image is refused.
  await page.getByLabel('Add images').setInputFiles([file('plan.gif', Buffer.from('GIF89a'), 'image/gif')]);
  await expect(page.getByText('plan.gif is not valid.')).toBeVisible();
  const six = await Promise.all([1, 2, 3, 4, 5, 6].map(async (n) => file(`p${n}.jpg`, await picture(String(n), n * 40))));
  await page.getByLabel('Add images').setInputFiles(six);
  await expect(page.getByText('You can only upload up to 5 images.')).toBeVisible();
  await expect(page.getByText('5 of 5 images')).toBeVisible();
  await expect(page.getByLabel('Add images')).toHaveCount(0);
  expect(posted).toBe(0);
});

test("only the owner sees Edit, and another user's edit page refuses", async ({ page, request }) => {
  const owner = await signUpWithProfile(request, { name: 'Imran Khan' });
  const ad = await createAd(request, owner, { category_id: await adCategoryId(request, 'Electronics'), title: 'Desk lamp', price: '450' }, [
    await picture('Lamp', 60),
  ]);
  const stranger = await signUp(request, { name: 'Fatima Sheikh' });
  await useSession(page, stranger);
  await page.goto(`/ads/details/${ad.ad_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Desk lamp' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await page.goto(`/ads/edit/${ad.ad_id}`);
  await expect(page.getByText('You can only edit your own ads.')).toBeVisible();
});

test('the ad form needs a signed-in user, and the empty list invites the first ad', async ({ page, request }) => {
  await page.goto('/ads/create');
  await expect(page).toHaveURL(/\/login$/);
  const newcomer = await signUp(request, { name: 'Kavya Menon' });
  await page.goto(`/ads/${newcomer.user.id}`);
  await expect(page.getByText('No ads found. Be the first to list your item!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post an Ad' })).toHaveAttribute('href', '/ads/add');
});

test('an image over 2 MB is compressed in the browser before it is sent', async ({ page, request }) => {
  const me = await signUpWithProfile(request, { name: 'Kavya Menon' });
  await useSession(page, me);
  const big = await bigPhoto(2_097_152);
  expect(big.length).toBeGreaterThan(2_097_152);
  await page.goto('/ads/create');
  await page.getByLabel('Category').selectOption({ label: 'Electronics' });
  await page.getByLabel('Title').fill('Camera with lens');
  await page.getByLabel('Description').fill('Works well.');
  await page.getByLabel('Price (₹)').fill('12000');
  await page.getByLabel('Location').fill('Maple Court');
  await page.getByLabel('Add images').setInputFiles([file('huge.jpg', big)]);
  await expect(page.getByRole('img', { name: 'New image 1: huge.jpg' })).toBeVisible({ timeout: 20_000 });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/ads/create'));
  await page.getByRole('button', { name: 'Post ad' }).click();
  const { ad } = await (await saved).json();
  await expect(page.getByRole('status').filter({ hasText: 'Created successfully!' })).toBeVisible();
  // The server keeps up to 1600 px, so an 800 px image proves the browser compressed it (arguments 200 and 800).
  const stored = await sharp(await (await request.get(ad.images[0])).body()).metadata();
  expect(Math.max(stored.width!, stored.height!)).toBeLessThanOrEqual(800);
});
