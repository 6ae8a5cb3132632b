import { expect, test } from '../../support/test';
import { inHindi } from '../../support/hindi';
import { file, picture } from '../../support/listings';
import { snap, WIDTHS } from '../../support/screenshots';
import { signUpWithProfile, useSession } from '../../support/session';

test.use({ viewport: WIDTHS.desktop });

test('in Hindi: post an ad, find it in the list and view it', async ({ page, request, context, baseURL }) => {
  await inHindi(context, baseURL);
  const seller = await signUpWithProfile(request, { name: 'Meera Joshi' });
  await useSession(page, seller);
  const title = `Teak study table ${Date.now() % 100000}`;

  // The form: its labels, buttons and title in Hindi; what the person types stays as typed.
  await page.goto('/ads/create');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'विज्ञापन पोस्ट करें' })).toBeVisible();
  await expect(page).toHaveTitle(/विज्ञापन पोस्ट करें/);
  await page.getByRole('button', { name: 'विज्ञापन पोस्ट करें' }).click();
  // A validation message of the shared schema, in Hindi.
  await expect(page.getByText('शीर्षक ज़रूरी है।')).toBeVisible();
  await page.getByLabel('श्रेणी').selectOption({ label: 'Furniture' });
  await expect(page.getByRole('combobox', { name: /^स्थिति/ })).toHaveValue('Available');
  await expect(page.getByRole('combobox', { name: /^स्थिति/ }).locator('option:checked')).toHaveText('उपलब्ध');
  await page.getByLabel('शीर्षक').fill(title);
  await page.getByLabel('विवरण').fill('Solid teak, two drawers.');
  await page.getByLabel('दाम (₹)').fill('4500');
  await expect(page.getByLabel('संपर्क नंबर')).toHaveValue('9876543210');
  await page.getByLabel('जगह').fill('Green Meadows, Block C');
  await page.locator('input[type=file]').setInputFiles([file('front.jpg', await picture('Front', 30))]);
  await page.getByRole('button', { name: 'विज्ञापन पोस्ट करें' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'अपना विज्ञापन देखें' })).toBeVisible();
  await expect(page).toHaveURL(/\/ads\/?$/, { timeout: 5000 });

  // The list: the new ad first; its status and the sort in Hindi.
  await expect(page.getByRole('heading', { level: 1, name: 'सामान खरीदें / बेचें' })).toBeVisible();
  await expect(page.getByText('क्रम')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('उपलब्ध')).toBeVisible();
  await expect(card.getByText('₹4,500')).toBeVisible();

  // The details: facts, contact and the owner's buttons in Hindi.
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/को पोस्ट किया$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'कॉल करें' })).toHaveAttribute('href', 'tel:9876543210');
  await expect(page.getByRole('button', { name: 'फ़ोन नंबर दिखाएँ' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '9876543210' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87/);
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await snap(page, 'ads', `details-hi-${label}`);
  }
});

test('in Hindi: the ads list and form at 390 and 1280 px', async ({ page, request, context, baseURL }) => {
  await inHindi(context, baseURL);
  const seller = await signUpWithProfile(request, { name: 'Meera Joshi' });
  await useSession(page, seller);
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await page.goto('/ads');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await snap(page, 'ads', `list-hi-${label}`);
    await page.goto('/ads/create');
    await page.getByRole('button', { name: 'विज्ञापन पोस्ट करें' }).click();
    await expect(page.getByText('शीर्षक ज़रूरी है।')).toBeVisible();
    // Nothing wider than the screen: long Hindi labels wrap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await snap(page, 'ads', `form-hi-${label}`);
  }
});
