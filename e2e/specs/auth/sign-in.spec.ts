import { expect, test } from '../../support/test';
import { ensureApartment, signUpWithProfile, uniqueEmail, useSession } from '../../support/session';

test('a guarded page sends a visitor to login; a new user signs in, completes the profile and goes home', async ({ page, request }) => {
  const apartmentId = await ensureApartment(request, 'Green Meadows E2E');
  expect(apartmentId).toBeGreaterThan(0);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Sign in to Padosi/);
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();

  await page.getByLabel('Name').fill('Meera Joshi');
  await page.getByLabel('Email').fill(uniqueEmail('meera'));
  await page.getByRole('button', { name: 'Sign in (development)' }).click();

  await expect(page.getByText('Welcome to Padosi!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page).toHaveTitle('My Profile | Padosi');

  // The form shows its messages after a submit attempt.
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Invalid Indian phone number.')).toBeVisible();
  await expect(page.getByText('Apartment selection is required.')).toBeVisible();
  await expect(page.getByText('Block/Flat number is required.')).toBeVisible();

  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByLabel('Apartment').first().selectOption({ label: 'Green Meadows E2E' });
  await page.getByLabel('Block / Flat number').fill('C-303');
  await page.getByLabel('Pincode').fill('5600');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Invalid pincode.')).toBeVisible();
  await page.getByLabel('Pincode').fill('560034');
  await page.getByLabel('City', { exact: true }).fill('Bengaluru');
  await page.getByRole('button', { name: 'Save profile' }).click();

  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  expect(stored).toMatchObject({ phone_number: '9876543210', block_flat_number: 'C-303', pincode: '560034', city: 'Bengaluru' });

  await page.goto('/profile');
  await expect(page.getByLabel('Block / Flat number')).toHaveValue('C-303');
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
});

test('a user with a phone number comes back to the guarded page after signing in', async ({ page, request }) => {
  const email = uniqueEmail('back');
  await signUpWithProfile(request, { name: 'Back Again', email });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Name').fill('Back Again');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in (development)' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('arriving on /login clears the stored session; logout revokes it on the server', async ({ page, request }) => {
  const auth = await signUpWithProfile(request, { name: 'Leaving Soon' });
  await useSession(page, auth);
  await page.goto('/home');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${auth.token}` } });
  expect(me.status()).toBe(401);

  const other = await signUpWithProfile(request, { name: 'Visiting Login' });
  await useSession(page, other);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in (development)' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
