import { expect, test } from '../../support/test';
import { openHelp } from '../../support/help';

test('the quick-enquiry modal validates, thanks the user, then closes after 4 s', async ({ page, request }) => {
  await page.goto('/home');
  await openHelp(page, 'Request a service');
  const dialog = page.getByRole('dialog', { name: 'Quick Service Enquiry' });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send enquiry' });
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  await expect(dialog.getByText('Name is required.')).toHaveCount(0);

  // aria-disabled while invalid, yet pressing it reveals what is missing.
  await send.click({ force: true });
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await expect(dialog.getByText('Phone number is required.')).toBeVisible();
  await expect(dialog.getByText('Service is required.')).toBeVisible();

  await dialog.getByLabel('Name').fill('Al');
  await dialog.getByLabel('Phone').fill('5123456789');
  await expect(dialog.getByText('Minimum 3 characters.')).toBeVisible();
  await expect(dialog.getByText('Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.')).toBeVisible();

  const name = `Ramesh ${Date.now() % 100000}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Phone').fill('9123456789');
  await dialog.getByLabel('Service').fill('Electrician');
  await dialog.getByLabel('Requirement').fill('Two fans to install');
  await expect(dialog.getByText('19/300')).toBeVisible();
  await send.click();
  await expect(dialog.getByText('Thank You! Our team will call you shortly.')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  await expect(dialog).toBeHidden({ timeout: 6000 });

  const admin = await (await request.post('/api/auth/dev-login', { data: { email: 'admin@e2e.padosi.in', name: 'Admin' } })).json();
  const list = await (await request.get('/api/enquiries?pageSize=100', { headers: { authorization: `Bearer ${admin.token}` } })).json();
  expect(list.items.find((e: { name: string }) => e.name === name)).toMatchObject({ source: 'quick', service: 'Electrician', status: 'new' });
});

test('the modal closes on the backdrop and on its close button', async ({ page }) => {
  await page.goto('/home');
  const dialog = page.getByRole('dialog', { name: 'Quick Service Enquiry' });
  await openHelp(page, 'Request a service');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await openHelp(page, 'Request a service');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test('the home-page form takes any 10 digits and shows the failure text when the call fails', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  const box = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Send enquiry' }) })
    .first();
  await box.getByLabel('Name').fill('Sunita Rao');
  await box.getByLabel('Phone').fill('123');
  await box.getByLabel('Service').fill('Tutor');
  await box.getByRole('button', { name: 'Send enquiry' }).click({ force: true });
  await expect(box.getByText('Enter a valid 10-digit number.')).toBeVisible();

  await page.route('**/api/enquiries', (route) => route.abort());
  await box.getByLabel('Phone').fill('1234567890');
  await box.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(box.getByText('Something went wrong. Please try again.')).toBeVisible();
  await expect(box.getByLabel('Name')).toHaveValue('Sunita Rao');

  await page.unroute('**/api/enquiries');
  await box.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(box.getByText('Thank You! Our team will call you shortly.')).toBeVisible();
  await expect(box.getByText('Thank You! Our team will call you shortly.')).toBeHidden({ timeout: 6000 });
});
