import { expect, test } from '../../support/test';
import { indiaDate, uniquePlace } from '../../support/carpool-data';
import { baseURL } from '../../playwright.config';
import { snap, WIDTHS } from '../../support/screenshots';
import { signUpWithProfile, useSession } from '../../support/session';

// The car-pooling main path read in Hindi (issue 23): post a weekly ride, find it, open it. Names and places a
// person typed stay as typed; every label, heading and schedule is the catalogue's Hindi.
test('a commuter posts a weekly ride and finds it, all in Hindi', async ({ page, request }) => {
  const rider = await signUpWithProfile(request, { name: 'Arjun Commuter' });
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL }]);
  await useSession(page, rider);
  await page.setViewportSize(WIDTHS.desktop);
  const from = uniquePlace('Koramangala');

  await page.goto('/carpooling');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'कार पूल' })).toBeVisible();
  await page.getByRole('link', { name: 'राइड पोस्ट करें' }).first().click();
  await expect(page).toHaveURL(/\/carpooling\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'राइड पोस्ट करें' })).toBeVisible();
  await expect(page.getByLabel('नाम')).toHaveValue('Arjun Commuter');

  await page.getByText('बाइक').click();
  await page.getByLabel('कहाँ से').fill(from);
  await page.getByLabel('कहाँ तक').fill('Manyata Tech Park');
  await page.getByLabel('समय').fill('08:15');
  await page.getByLabel('ख़ाली सीटें').fill('1');
  await page.getByLabel('यह राइड दोहराई जाती है').check();
  await page.getByLabel('कब-कब').selectOption('WEEKLY');
  for (const day of ['सोम', 'बुध', 'शुक्र']) await page.getByRole('checkbox', { name: day, exact: true }).check();
  await page.getByLabel('आख़िरी तारीख').fill(indiaDate(90));
  await expect(page.getByText(/^हर सोम, बुध, शुक्र/)).toBeVisible();
  await expect(page.getByText(/^आगे: /)).toBeVisible();
  await snap(page, 'carpool', 'hi-ride-form-1280');
  await page.getByRole('button', { name: 'राइड पोस्ट करें' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'आपकी नई राइड:' })).toBeVisible();

  await page.getByRole('link', { name: 'अपनी राइड देखें' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${from} → Manyata Tech Park`);
  await expect(page.getByText('Arjun Commuter की ओर से')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आने वाली तारीखें' })).toBeVisible();
  await expect(page.getByText(/^हर सोम, बुध, शुक्र/)).toBeVisible();
  await expect(page.getByText('1 सीट', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'बदलें' })).toBeVisible();
  await snap(page, 'carpool', 'hi-ride-details-1280');

  await page.goto(`/carpooling?from=${encodeURIComponent(from)}`);
  const card = page.getByRole('article').filter({ hasText: from });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('img', { name: 'बाइक' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'पूरी जानकारी देखें' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आने वाली 1 राइड' })).toBeVisible();
  await snap(page, 'carpool', 'hi-ride-list-1280');

  await page.setViewportSize(WIDTHS.mobile);
  await snap(page, 'carpool', 'hi-ride-list-390');
  await card.getByRole('link', { name: 'पूरी जानकारी देखें' }).click();
  await expect(page.getByRole('heading', { name: 'आने वाली तारीखें' })).toBeVisible();
  await snap(page, 'carpool', 'hi-ride-details-390');
});
