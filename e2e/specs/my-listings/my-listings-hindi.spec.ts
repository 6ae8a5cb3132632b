import { expect, test } from '../../support/test';
import { inHindi } from '../../support/hindi';
import { adCategoryId, createAd, picture } from '../../support/listings';
import { snap, WIDTHS } from '../../support/screenshots';
import { signUpWithProfile, useSession } from '../../support/session';

test.use({ viewport: WIDTHS.desktop });

test('in Hindi: My listings shows my ad with its status and each tab in Hindi', async ({ page, request, context, baseURL }) => {
  await inHindi(context, baseURL);
  const me = await signUpWithProfile(request, { name: 'Kavita Rao' });
  const title = `Old bicycle ${Date.now() % 100000}`;
  await createAd(request, me, { category_id: await adCategoryId(request, 'Furniture'), title, price: '1500' }, [await picture('Cycle', 90)]);
  await useSession(page, me);

  await page.goto('/my-listings?tab=ads');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी लिस्टिंग' })).toBeVisible();
  await expect(page).toHaveTitle(/मेरी लिस्टिंग/);
  await expect(page.getByRole('tab', { name: 'विज्ञापन' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('उपलब्ध')).toBeVisible();
  await expect(page.getByRole('link', { name: 'विज्ञापन पोस्ट करें' })).toHaveAttribute('href', '/ads/create');

  await page.getByRole('tab', { name: 'किराए पर' }).click();
  await expect(page.getByText('आपने अभी तक किराए का कोई विज्ञापन पोस्ट नहीं किया है।')).toBeVisible();
  await page.getByRole('tab', { name: 'सेव किए हुए' }).click();
  await expect(page.getByText('अभी तक कोई विज्ञापन सेव नहीं किया। किसी विज्ञापन पर "सेव करें" दबाएँ, वह यहाँ दिखेगा।')).toBeVisible();
  await page.getByRole('tab', { name: 'विज्ञापन' }).click();
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await snap(page, 'my-listings', `ads-hi-${label}`);
  }
});
