import { expect, test } from '../../support/test';
import { postRequest } from '../../support/carpool-data';
import { signUpWithProfile, useSession } from '../../support/session';
import { WIDTHS } from '../../support/screenshots';

test('My Requests is a table at 1280 px and cards at 390 px, 15 per page, rows expand to the details', async ({ page, request }) => {
  const resident = await signUpWithProfile(request, { name: 'Kavya Many Requests' });
  for (let i = 0; i < 16; i++) await postRequest(request, resident, { service_type: ['Maid', 'Cook', 'Both'][i % 3], description: `Request number ${i + 1}` });
  await useSession(page, resident);

  await page.setViewportSize(WIDTHS.desktop);
  await page.goto('/home-help');
  const table = page.getByRole('table', { name: 'My Requests, page 1' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['#', 'Service', 'Date and time', 'Status', 'Actions']);
  await expect(table.getByRole('row')).toHaveCount(16); // the header and 15 requests
  const first = table.getByRole('row').nth(1);
  await expect(first.getByRole('cell').first()).toHaveText('1');
  await expect(first.getByRole('img', { name: 'Maid', exact: true })).toBeVisible(); // the newest, number 16, asks for a maid
  await expect(first.getByText('Pending')).toBeVisible();
  await expect(first.getByRole('link', { name: /^Edit request/ })).toBeVisible();
  await first.getByRole('button', { name: /Details for request/ }).click();
  await expect(page.getByText('Request number 16')).toBeVisible();
  await expect(page.getByText('Not assigned yet. Our team will assign a provider soon.')).toBeVisible();

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('table', { name: 'My Requests, page 2' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table').getByRole('cell').first()).toHaveText('16');

  await page.setViewportSize(WIDTHS.mobile);
  await page.goto('/home-help');
  await expect(page.getByRole('table')).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'My Requests, page 1' }).getByRole('listitem');
  await expect(cards).toHaveCount(15);
  await expect(cards.first()).toContainText('#1');
  await expect(cards.first().getByRole('img', { name: 'Maid', exact: true })).toBeVisible();
  await cards
    .nth(1)
    .getByRole('button', { name: /Details for request/ })
    .click();
  await expect(cards.nth(1).getByText('Request number 15')).toBeVisible();
  await expect(cards.nth(1).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
  await expect(cards.nth(1).getByText('A-101, MG Road, Bengaluru')).toBeVisible();
});
