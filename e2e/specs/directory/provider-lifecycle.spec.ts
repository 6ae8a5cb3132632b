import { expect, test } from '../../support/test';
import { makeCategories, tinyPng, uniqueWord } from '../../support/directory';
import { signUpWithProfile, useSession } from '../../support/session';

test('register a provider with an image, see its detail page, edit it, then delete it', async ({ page, request }) => {
  const { main } = await makeCategories(request, uniqueWord('Homefix'), ['Plumber', 'Electrician']);
  const other = await makeCategories(request, uniqueWord('Wellness'), ['Yoga']);
  const auth = await signUpWithProfile(request, { name: 'Ravi Kumar' });
  await useSession(page, auth);
  const name = `${uniqueWord('Ravi')} Plumbing`;

  await page.goto('/createcard');
  await expect(page).toHaveTitle(/Register your Service \/ Shop Details/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register your Service / Shop Details');

  // Submitting empty shows the spec's messages.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByText('Main Category is required.')).toBeVisible();
  await expect(page.getByText('Sub Category is required.')).toBeVisible();
  await expect(page.getByText('Phone Number is required.')).toBeVisible();
  await expect(page.getByText('An image is required.')).toBeVisible();

  // The shop question: Yes asks for the shop's name, address and pincode.
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Shop Name is required.')).toBeVisible();
  await expect(page.getByText('Pincode is required.')).toBeVisible();
  await page.getByLabel('Shop Name').fill('Ravi Sanitary Store');
  await page.getByLabel('Address').fill('12 MG Road');
  await page.getByLabel('Pincode').fill('560001');

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  // A main category resets the sub category.
  await page.getByLabel('Main Category').selectOption({ label: other.main.name });
  await expect(page.getByLabel('Sub Category').locator('option', { hasText: 'Yoga' })).toBeAttached();
  await page.getByLabel('Sub Category').selectOption({ label: 'Yoga' });
  await page.getByLabel('Main Category').selectOption({ label: main.name });
  await expect(page.getByLabel('Sub Category')).toHaveValue('');
  await expect(page.getByLabel('Sub Category').locator('option', { hasText: 'Plumber' })).toBeAttached();
  await page.getByLabel('Sub Category').selectOption({ label: 'Plumber' });
  await page.getByLabel('Phone Number').fill('9876501234');
  await page.locator('input[type=file]').setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByText(/Image compressed|original image will be uploaded/)).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Long description' });
  await editor.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Leak repairs');
  await expect(page.getByText('12/2000')).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText('Service provider added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/details\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Leak repairs')).toBeVisible();
  await expect(page.locator('.rich-text strong')).toHaveText('Leak repairs');
  await expect(page.getByRole('img', { name })).toHaveAttribute('src', /\/uploads\/serviceproviders\/[a-f0-9]{32}\.(png|jpg|webp)$/);
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:9876501234');

  // Edit: the form comes back filled; the name may now be up to 100 characters.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/business-update/${id}$`));
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Shop Name')).toHaveValue('Ravi Sanitary Store');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} and Sons`);
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Service provider updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/details/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} and Sons`);

  // Delete asks first, then goes to the owner's business cards.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this service provider?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Service provider deleted successfully.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/businesscards/${auth.user.id}$`));
  await expect(page.getByRole('heading', { name: 'No Service Providers Found' })).toBeVisible();
  expect((await request.get(`/api/service-providers/details/${id}`)).status()).toBe(404);
});

test('someone else sees no Edit or Delete on a provider', async ({ page, request }) => {
  const { main, subs } = await makeCategories(request, uniqueWord('Others'), ['Tailor']);
  const owner = await signUpWithProfile(request, { name: 'Owner Person' });
  const res = await request.post('/api/service-providers/create', {
    headers: { authorization: `Bearer ${owner.token}` },
    multipart: { name: 'Perfect Fit Tailors', has_shop: 'no', parent_id: String(main.id), service_type: String(subs[0]!.id), phone_number: '9876543210' },
  });
  const id = (await res.json()).id;
  const visitor = await signUpWithProfile(request, { name: 'Visitor Person' });
  await useSession(page, visitor);
  await page.goto(`/details/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perfect Fit Tailors');
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
