import { expect, test } from '../../support/test';
import { adCategoryId, createAd, picture } from '../../support/listings';
import { signUpWithProfile, useSession } from '../../support/session';

/** Issue 15: saved ads were lost on reload; a signed-in resident's heart is now kept and listed under Saved. */
test.use({ viewport: { width: 390, height: 844 } });

test('a signed-in resident saves an ad, finds it saved after a reload and under My listings; a visitor’s heart stays local', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const seller = await signUpWithProfile(request, { name: 'Heart Seller' });
  const title = `Saved lamp ${Date.now().toString(36)}`;
  const ad = await createAd(request, seller, { category_id: await adCategoryId(request, 'Furniture'), title, price: '450' }, [await picture('Lamp', 40)]);
  const buyer = await signUpWithProfile(request, { name: 'Heart Buyer' });
  await useSession(page, buyer);
  await page.goto(`/ads/details/${ad.ad_id}`);
  const heart = page.getByRole('button', { name: /^Save/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/my-listings?tab=saved');
  const savedAds = page.getByRole('region', { name: 'Ads' });
  await expect(savedAds.getByRole('link', { name: title })).toBeVisible();

  // Unsaving removes it from the list.
  await savedAds.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Saved', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/my-listings?tab=saved');
  await expect(page.getByRole('region', { name: 'Ads' })).toContainText('No saved ads yet.');

  // A visitor's heart is the spec's local one: it toggles, calls nothing, and is gone after a reload.
  const visitor = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 } });
  const calls: string[] = [];
  visitor.on('request', (r) => r.url().includes('/api/ads/saved') && calls.push(r.url()));
  await visitor.goto(`/ads/details/${ad.ad_id}`);
  await visitor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(visitor.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await visitor.reload();
  await expect(visitor.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute('aria-pressed', 'false');
  expect(calls).toEqual([]);
  await visitor.close();
});
