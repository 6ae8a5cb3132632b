import { expect, test } from '../../support/test';
import { inHindi } from '../../support/hindi';
import { inDays } from '../../support/listings';
import { snap, WIDTHS } from '../../support/screenshots';
import { signUpWithProfile, useSession } from '../../support/session';

test.use({ viewport: WIDTHS.desktop });

test('in Hindi: post a rental, find it in my rentals, view it and update it', async ({ page, request, context, baseURL }) => {
  await inHindi(context, baseURL);
  const owner = await signUpWithProfile(request, { name: 'Ananya Reddy' });
  await useSession(page, owner);
  // No push prompt in this journey: the browser answers "not now".
  await page.addInitScript(() => {
    Notification.requestPermission = async () => 'denied';
  });
  const name = `Maple Court ${Date.now() % 100000}`;

  await page.goto('/rentals/create');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'किराए का विज्ञापन पोस्ट करें' })).toBeVisible();
  // Prefilled from the profile; the labels in Hindi.
  await expect(page.getByLabel('ब्लॉक / फ़्लैट नंबर')).toHaveValue('A-101');
  await expect(page.getByLabel('फ़ोन नंबर')).toHaveValue('9876543210');
  await page.getByRole('button', { name: 'विज्ञापन पोस्ट करें' }).click();
  await expect(page.getByText('कृपया एक विकल्प चुनें।')).toBeVisible();
  await page.getByLabel('मालिक').check();
  await page.getByLabel('अपार्टमेंट / PG का नाम').fill(name);
  await page.getByRole('textbox', { name: 'पता' }).fill('Indiranagar 12th Main, Bengaluru 560038');
  await page.getByLabel('हर महीने का किराया (₹)').fill('18500');
  await page.getByLabel('कब से उपलब्ध').fill(inDays(10));
  await page.getByLabel('किसके लिए ठीक है').selectOption({ label: 'परिवार' });
  await page.getByLabel('विवरण').fill('Independent floor, 3 BHK, terrace access.');
  await page.getByRole('button', { name: 'विज्ञापन पोस्ट करें' }).click();
  await expect(page.getByText('किराए का विज्ञापन बन गया!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/rentals/${owner.user.id}$`));

  // My rentals: the card in Hindi (status, rent a month, who posted).
  await expect(page.getByRole('heading', { level: 1, name: 'मेरे किराए के विज्ञापन' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card.getByText('उपलब्ध', { exact: true })).toBeVisible();
  await expect(card.getByText('/ महीना')).toBeVisible();
  await expect(card.getByText('मालिक ने पोस्ट किया')).toBeVisible();

  // Details.
  await card.getByRole('link', { name: `${name} की पूरी जानकारी` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('परिवार', { exact: true })).toBeVisible();
  await expect(page.getByText(/^मालिक ने .* को पोस्ट किया$/)).toBeVisible();
  await expect(page.getByRole('link', { name: '9876543210' })).toBeVisible();
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await snap(page, 'rentals', `details-hi-${label}`);
  }
  await page.setViewportSize(WIDTHS.desktop);

  // Edit: the status list in Hindi; the stored value stays the spec's.
  await page.getByRole('link', { name: 'बदलें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'किराए का विज्ञापन बदलें' })).toBeVisible();
  await page.getByRole('combobox', { name: /^स्थिति/ }).selectOption({ label: 'किराए पर उठ गया' });
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await snap(page, 'rentals', `form-hi-${label}`);
  }
  await page.setViewportSize(WIDTHS.desktop);
  const id = Number(page.url().split('/').pop());
  await page.getByRole('button', { name: 'विज्ञापन अपडेट करें' }).click();
  await expect(page.getByText('किराए का विज्ञापन अपडेट हो गया!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/rentals/${owner.user.id}$`));
  expect((await (await request.get(`/api/rentals/details/${id}`)).json()).status).toBe('Rented');
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await page.goto(`/rentals/${owner.user.id}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await snap(page, 'rentals', `list-hi-${label}`);
  }
});
