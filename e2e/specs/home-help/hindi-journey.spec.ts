import { expect, test } from '../../support/test';
import { indiaDate } from '../../support/carpool-data';
import { baseURL } from '../../playwright.config';
import { snap, WIDTHS } from '../../support/screenshots';
import { signUpWithProfile, useSession } from '../../support/session';

// The home-help main path read in Hindi (issue 23): ask for a maid, see the request pending, open its history.
test('a resident asks for a maid and follows the request, all in Hindi', async ({ page, request }) => {
  const resident = await signUpWithProfile(request, { name: 'Kavya Rao' });
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL }]);
  await useSession(page, resident);
  await page.setViewportSize(WIDTHS.desktop);

  await page.goto('/home-help');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'घर की साफ़-सफ़ाई सेवा' })).toBeVisible();
  await expect(page.getByText('सिर्फ़ खाना बनाना (शाकाहारी या मांसाहारी बताएँ)')).toBeVisible();
  await page.getByRole('link', { name: 'अनुरोध करें' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'अनुरोध करें' })).toBeVisible();
  await page.getByText('सफ़ाई और बर्तन-कपड़े').click();
  await page.getByLabel('तारीख').fill(indiaDate(2));
  await page.getByLabel('समय').fill('09:30');
  await page.getByLabel('विवरण').fill('Two rooms, Monday to Friday.');
  await snap(page, 'home-help', 'hi-request-form-1280');
  await page.getByRole('button', { name: 'अनुरोध भेजें' }).click();

  await expect(page).toHaveURL(/\/home-help$/);
  const table = page.getByRole('table', { name: 'मेरे अनुरोध, पेज 1' });
  await expect(table.getByRole('columnheader')).toHaveText(['#', 'सेवा', 'तारीख और समय', 'स्थिति', 'कार्रवाई']);
  const row = table.getByRole('row').nth(1);
  await expect(row.getByText('लंबित')).toBeVisible();
  await expect(row.getByRole('img', { name: 'कामवाली', exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^जानकारी/ }).click();
  await expect(page.getByText('अभी किसी को नहीं सौंपा गया। हमारी टीम जल्द ही किसी को भेजेगी।')).toBeVisible();
  await snap(page, 'home-help', 'hi-request-list-1280');

  await page.getByRole('link', { name: /^अनुरोध #\d+ और उसका इतिहास खोलें$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^अनुरोध #\d+$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'स्थिति का इतिहास' })).toBeVisible();
  await expect(page.getByText('Two rooms, Monday to Friday.')).toBeVisible();
  await snap(page, 'home-help', 'hi-request-details-1280');

  await page.setViewportSize(WIDTHS.mobile);
  await snap(page, 'home-help', 'hi-request-details-390');
  await page.goto('/home-help');
  await expect(page.getByRole('list', { name: 'मेरे अनुरोध, पेज 1' }).getByRole('listitem')).toHaveCount(1);
  await snap(page, 'home-help', 'hi-request-list-390');
});
