import { expect, test } from '../../support/test';
import { indiaDate, makeMaidProvider, uniquePlace } from '../../support/carpool-data';
import { signUp, signUpAdmin, signUpWithProfile, useSession } from '../../support/session';

/** The row's Details / Hide details button, exactly this request's (request 1 must not match request 12). */
const detailsButton = (id: number) => ({ name: new RegExp(`details for request ${id}$`, 'i') });

test('a resident asks for a maid; the admin assigns a provider and starts it; the resident sees both', async ({ browser, page, request }) => {
  const admin = await signUpAdmin(request);
  const providerName = `Lakshmi ${Date.now().toString(36)}`;
  const providerId = await makeMaidProvider(request, admin, await signUp(request, { name: 'Provider Owner' }), providerName);

  // The resident creates the request; the submit stays disabled until the form is valid.
  const resident = await signUpWithProfile(request, { name: 'Meera Resident' });
  await useSession(page, resident);
  await page.goto('/home-help');
  await expect(page.getByRole('heading', { level: 1, name: 'House Keeping Service' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Request' }).first().click();
  await expect(page).toHaveURL(/\/home-help\/create$/);
  const submit = page.getByRole('button', { name: 'Submit request' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByLabel('Phone number')).toHaveValue('9876543210');
  await expect(page.getByLabel('Address')).toHaveValue('A-101, MG Road, Bengaluru');
  const address = uniquePlace('Flat 7, Maple Court');
  await page.getByLabel('Address').fill(address);
  await page.getByLabel('Date').fill(indiaDate(-1));
  await page.getByLabel('Time').focus();
  await expect(page.getByText('Date cannot be in the past.')).toBeVisible();
  await page.getByLabel('Date').fill(indiaDate(2));
  await page.getByLabel('Time').fill('07:30');
  await page.getByText('Cleaning and washing').click();
  const description = 'Sweeping and mopping, six days a week.';
  await page.getByLabel('Description').fill(description);
  await expect(page.getByText(`${description.length}/500`)).toBeVisible();
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
  await submit.click();
  await expect(page.getByText('Request submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/home-help$/);
  await expect(page.getByRole('heading', { name: /My Requests/ })).toBeVisible();
  const mine = (await (await request.get('/api/home-help/user-requests', { headers: { authorization: `Bearer ${resident.token}` } })).json()).items;
  const id: number = mine[0].id;
  const row = page.getByRole('row').filter({ has: page.getByRole('button', detailsButton(id)) });
  await expect(row.getByText('Pending')).toBeVisible();

  // The admin assigns the provider and moves the request to In Progress from the list.
  const adminPage = await browser.newPage();
  await useSession(adminPage, admin);
  await adminPage.goto('/home-help');
  await expect(adminPage.getByRole('heading', { name: /All Requests/ })).toBeVisible();
  // Other tests add requests meanwhile: the admin finds this one by its address.
  await adminPage.getByLabel('Address').fill(address);
  await adminPage.getByRole('button', { name: 'Apply' }).click();
  await adminPage.getByRole('button', detailsButton(id)).click();
  const extra = adminPage.locator(`#request-extra-${id}`);
  await expect(extra.getByText('Meera Resident')).toBeVisible();
  await extra.getByLabel('Status').selectOption('In Progress');
  await extra.getByLabel('Provider').selectOption(String(providerId));
  await expect(extra.getByLabel('Provider').locator('option:checked')).toHaveText(new RegExp(`^${providerName} · Maid`));
  await extra.getByRole('button', { name: 'Save changes' }).click();
  await expect(adminPage.getByText('Request updated successfully!')).toBeVisible();
  await adminPage.close();

  // The resident sees the new status and the provider with a rating, and the history on the details page.
  await page.reload();
  await expect(row.getByText('In Progress')).toBeVisible();
  await row.getByRole('button', detailsButton(id)).click();
  await expect(page.locator(`#request-extra-${id}`).getByText(providerName)).toBeVisible();
  await expect(page.locator(`#request-extra-${id}`).getByText(description)).toBeVisible();
  await expect(page.locator(`#request-extra-${id}`).getByRole('img', { name: /^Rated \d out of 5$/ })).toBeVisible();
  await page.getByRole('link', { name: `Open request #${id} and its history` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Request #${id}` })).toBeVisible();
  const history = page.getByRole('list').filter({ hasText: 'by Meera Resident' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').nth(1)).toContainText('In Progress');
  await expect(history.getByRole('listitem').nth(1)).toContainText('by Admin Tester');

  // Work has started, so the resident can no longer edit it.
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await page.goto(`/home-help/edit/${id}`);
  await expect(page.getByText('This request is In Progress and can no longer be changed. Please contact the admin team.')).toBeVisible();
});
