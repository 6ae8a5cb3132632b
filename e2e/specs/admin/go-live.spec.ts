import { expect, test } from '../../support/test';
import { picture, uniqueWord } from '../../support/directory';
import { ADMIN_EMAIL, signUp, useSession } from '../../support/session';
import { openHelp } from '../../support/help';

/**
 * From a database with no demo data, the operator sets up the community in the browser alone; a resident then
 * completes the profile, registers a provider, sees the banner and reads the page.
 */
test('an admin sets up a community from the browser; a resident uses it', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(120_000);
  const tag = uniqueWord('Go');
  const apartment = `${tag} Towers`;
  const mainName = `${tag} Home Care`;
  const subName = `${tag} Plumbing`;
  const bannerTitle = `${tag} Monsoon offers`;
  const pageTitle = `${tag} Parking Rules`;

  const admin = await signUp(request, { name: 'Admin Tester', email: ADMIN_EMAIL });
  expect(admin.user.isadmin).toBe(true);
  await useSession(page, admin);

  // Apartment.
  await page.goto('/admin/apartments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apartments');
  await page.getByLabel('Apartment name').fill(apartment);
  await page.getByRole('button', { name: 'Add apartment' }).click();
  await expect(page.getByText('Apartment added.')).toBeVisible();
  await expect(page.getByLabel(`Name of ${apartment}`)).toBeVisible();

  // Main category, then a sub category under it.
  await page.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await page.getByLabel('Name').fill(mainName);
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText('Category created successfully!')).toBeVisible();
  await expect(page.getByLabel('Main category').locator('option', { hasText: mainName })).toBeAttached();
  await page.getByLabel('Name').fill(subName);
  await page.getByLabel('Main category').selectOption({ label: mainName });
  await page.getByLabel('Module link (module_url)').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText('Enter a path starting with / or an http(s) address.').first()).toBeVisible();
  await page.getByLabel('Module link (module_url)').fill('');
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText('Category created successfully!').first()).toBeVisible();
  await expect(page.getByRole('list', { name: `Sub categories of ${mainName}` }).getByText(subName)).toBeVisible();

  // Banner: title and expiry are required; the image is compressed in the browser.
  await page.getByRole('link', { name: 'Banners' }).click();
  await expect(page).toHaveURL(/\/banner\/create$/);
  await page.getByRole('button', { name: 'Create banner' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();
  await expect(page.getByText('Expiry date is required.')).toBeVisible();
  await page.getByLabel('Title').fill(bannerTitle);
  await page.getByLabel('Description').fill('Up to 20% off on repairs');
  await page.getByLabel('Expiry date').fill('2099-12-31');
  await page.locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await picture('Monsoon', 200, 1600, 533) });
  await expect(page.getByText(/Image compressed/)).toBeVisible();
  await page.getByRole('button', { name: 'Create banner' }).click();
  await expect(page.getByText('Banner created successfully!')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: bannerTitle });
  await expect(card.getByText('Active')).toBeVisible();

  // Edit goes back to /banner/create with the update text.
  await card.getByRole('link', { name: `Edit ${bannerTitle}` }).click();
  await expect(page).toHaveURL(/\/banner\/edit\/\d+$/);
  await expect(page.getByLabel('Title')).toHaveValue(bannerTitle);
  await page.getByLabel('Description').fill('Up to 25% off on repairs');
  await page.getByRole('button', { name: 'Update banner' }).click();
  await expect(page.getByText('Banner updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/banner\/create$/);

  // CMS page.
  await page.goto('/admin/cms');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(pageTitle);
  await expect(page.getByLabel('Page link')).toHaveValue(`${tag.toLowerCase()}-parking-rules`);
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByText('Content is required.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Content', exact: true }).click();
  await page.keyboard.type('Visitors park in the basement.');
  await expect(page.getByText('30/2000')).toBeVisible();
  await page.getByLabel('Meta description').fill('Where visitors may park');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByText('Page created successfully.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: pageTitle });
  await expect(row).toBeVisible();
  const slug = `${tag.toLowerCase()}-parking-rules`;
  await expect(row.getByRole('link', { name: slug })).toHaveAttribute('href', `/cms/${slug}`);

  // The resident.
  const context = await browser.newContext({ baseURL });
  const resident = await context.newPage();
  const auth = await signUp(request, { name: 'Nisha Rao' });
  await useSession(resident, auth);
  await resident.goto('/profile');
  await resident.getByLabel('Phone number').fill('9876543210');
  await resident.getByLabel('Apartment').first().selectOption({ label: apartment });
  await resident.getByLabel('Block / Flat number').fill('B-12');
  await resident.getByLabel('Pincode').fill('560034');
  await resident.getByLabel('City', { exact: true }).fill('Bengaluru');
  await resident.getByRole('button', { name: 'Save profile' }).click();
  await expect(resident.getByText('Profile updated successfully!')).toBeVisible();

  await resident.goto('/createcard');
  await resident.getByRole('textbox', { name: 'Name', exact: true }).fill(`${tag} Nisha Plumbing`);
  await resident.getByLabel('Main Category').selectOption({ label: mainName });
  await resident.getByLabel('Sub Category').selectOption({ label: subName });
  await resident.getByLabel('Phone Number').fill('9876501234');
  await resident.locator('input[type=file]').setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: await picture('Shop', 30) });
  await expect(resident.getByText(/Image compressed|original image will be uploaded/)).toBeVisible();
  await resident.getByRole('button', { name: 'Register' }).click();
  await expect(resident.getByText('Service provider added successfully!')).toBeVisible();
  await expect(resident).toHaveURL(/\/details\/\d+$/);

  // The quick enquiry opened from the provider page names its service.
  await openHelp(resident, 'Request a service');
  await expect(resident.getByRole('dialog').getByLabel('Service')).toHaveValue(subName);
  await resident.keyboard.press('Escape');

  await resident.goto('/');
  await expect(resident.getByRole('heading', { name: bannerTitle })).toBeVisible();

  await resident.goto(`/cms/${slug}`);
  await expect(resident.getByRole('heading', { level: 1 })).toHaveText(pageTitle);
  await expect(resident.getByText('Visitors park in the basement.')).toBeVisible();
  await expect(resident.locator('meta[name="description"]')).toHaveAttribute('content', 'Where visitors may park');
  await expect(resident).toHaveTitle(new RegExp(`^${pageTitle} \\|`));
  await resident.goto('/cms/no-such-page');
  await expect(resident.getByText('The requested page could not be found.')).toBeVisible();
  await context.close();
});
