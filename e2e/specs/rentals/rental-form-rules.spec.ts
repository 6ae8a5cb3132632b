import { expect, test } from '../../support/test';
import sharp from 'sharp';
import { bigPhoto, createRental, file, inDays, picture } from '../../support/listings';
import { signUp, signUpWithProfile, useSession } from '../../support/session';

test('a blocked submit marks every field and sends nothing; bad files are skipped with a notice', async ({ page, request }) => {
  const me = await signUp(request, { name: 'Siddharth Rao' });
  await useSession(page, me);
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/rentals/create')) posted++;
  });
  await page.goto('/rentals/create');
  await page.getByRole('button', { name: 'Post rental' }).click();
  for (const message of [
    'Please choose one option.',
    'Apartment / PG name is required.',
    'Block/Flat number is required.',
    'Address is required (max 300 characters).',
    'Please enter a valid cost.',
    'Available date is required.',
    'Please select a type.',
    'Enter a valid 10-digit phone number.',
    'Description is required (max 500 characters).',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Rent per month (₹)').fill('1000000');
  await page.getByLabel('Description').fill('Sunny');
  await expect(page.getByText('5/500')).toBeVisible();
  await page.getByRole('button', { name: 'Post rental' }).click();
  await expect(page.getByText('Please enter a valid cost.')).toBeVisible();

  await page
    .getByLabel('Add photos')
    .setInputFiles([file('plan.gif', Buffer.from('GIF89a'), 'image/gif'), file('room.png', await picture('Room', 90, 'png'), 'image/png')]);
  await expect(page.getByText('Invalid file type: plan.gif')).toBeVisible();
  await expect(page.getByText('1 of 8 photos')).toBeVisible();
  expect(posted).toBe(0);
});

test('deleting a rental asks first, then it is gone from the owner list', async ({ page, request }) => {
  const owner = await signUpWithProfile(request, { name: 'Vikram Singh' });
  const rental = await createRental(request, owner, { apartment_name: 'Ashoka Gardens' }, [await picture('Hall', 10)]);
  await useSession(page, owner);
  await page.goto(`/rentals/edit/${rental.id}`);
  await expect(page.getByLabel('Apartment / PG name')).toHaveValue('Ashoka Gardens');
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete rental' });
  await expect(dialog.getByText('Are you sure you want to delete this rental?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await request.get(`/api/rentals/details/${rental.id}`)).status()).toBe(200);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/rentals/${owner.user.id}$`));
  await expect(page.getByText('You have not posted any rentals yet.')).toBeVisible();
  expect((await request.get(`/api/rentals/details/${rental.id}`)).status()).toBe(404);
});

test('rentals page by 8 with numbered pages; a stranger sees no Edit', async ({ page, request }) => {
  const owner = await signUpWithProfile(request, { name: 'Sneha Kulkarni' });
  for (let i = 1; i <= 9; i++) await createRental(request, owner, { apartment_name: `Home ${i}` });
  const stranger = await signUp(request, { name: 'Priya Iyer' });
  await useSession(page, stranger);
  await page.goto(`/rentals/${owner.user.id}`);
  await expect(page.getByText('9 rentals · page 1 of 2')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(8);
  await expect(page.getByRole('article').first()).toContainText('Home 9');
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('Home 1');
  await page.getByRole('article').getByRole('link', { name: 'Details of Home 1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home 1' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to rentals' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
});

test('a photo over 512 KB is compressed (500 KB target, 1024 px) before upload', async ({ page, request }) => {
  const me = await signUpWithProfile(request, { name: 'Meera Joshi' });
  await useSession(page, me);
  const big = await bigPhoto(1_200_000);
  await page.goto('/rentals/create');
  await page.getByLabel('Tenant').check();
  await page.getByLabel('Apartment / PG name').fill('Riverfront Homes');
  await page.getByLabel('Address').fill('RT Nagar Main Road');
  await page.getByLabel('Rent per month (₹)').fill('24000');
  await page.getByLabel('Available from').fill(inDays(3));
  await page.getByLabel('Suitable for').selectOption('all');
  await page.getByLabel('Description').fill('Lease transfer.');
  await page.getByLabel('Add photos').setInputFiles([file('hall.jpg', big)]);
  await expect(page.getByText('1 of 8 photos')).toBeVisible({ timeout: 20_000 });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/rentals/create'));
  await page.getByRole('button', { name: 'Post rental' }).click();
  const { rental } = await (await saved).json();
  await expect(page.getByText('Rental created successfully!')).toBeVisible();
  // The server keeps up to 1600 px, so 1024 px proves the browser compressed the photo (target 500, max 1024).
  const stored = await sharp(await (await request.get(`/uploads/rentals/${rental.photos[0]}`)).body()).metadata();
  expect(Math.max(stored.width!, stored.height!)).toBeLessThanOrEqual(1024);
});
