import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import { inHindi } from '../../support/hindi';
import { adCategoryId, createAd, picture } from '../../support/listings';
import { signUpAdmin, signUpWithProfile, useSession } from '../../support/session';

test.use({ viewport: { width: 390, height: 844 } });

test('an admin hides an ad with a reason from Listings: the public sees it removed, the owner reads why; Show brings it back', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const owner = await signUpWithProfile(request, { name: 'Seller Shalini' });
  const title = `Moderated lamp ${Date.now() % 100000}`;
  const ad = await createAd(request, owner, { category_id: await adCategoryId(request, 'Electronics'), title, price: '450' }, [await picture('Lamp', 60)]);
  const reason = 'The photos are of a different lamp.';

  await useSession(page, await signUpAdmin(request));
  await page.goto('/admin/listings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listings');
  await expect(page.getByRole('button', { name: 'Ads', pressed: true })).toBeVisible();
  await page.getByLabel('Search by title or place').fill(title);
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();
  expect(await seriousViolations(page, 'listings')).toEqual([]);
  await row.getByRole('button', { name: `Hide ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Hide ${title}` });
  await dialog.getByRole('button', { name: 'Hide listing' }).click();
  await expect(dialog.getByText('Please say why it is hidden (at least 5 characters).')).toBeVisible();
  expect(await seriousViolations(page, 'hide dialog')).toEqual([]);
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Hide listing' }).click();
  await expect(page.getByText('The listing is hidden.')).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(row.getByText(`Reason: ${reason}`)).toBeVisible();

  const visitorContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/ads/details/${ad.ad_id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Removed by the moderators');
  await expect(visitor.getByRole('alert')).toHaveText('This listing was removed by the moderators. It is no longer available.');
  expect(await seriousViolations(visitor, 'removed page')).toEqual([]);
  await visitor.getByRole('link', { name: 'Back to ads' }).click();
  await expect(visitor).toHaveURL(/\/ads$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);

  const hindiContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await inHindi(hindiContext, baseURL);
  const hindi = await hindiContext.newPage();
  await hindi.goto(`/ads/details/${ad.ad_id}`);
  await expect(hindi.getByRole('heading', { level: 1 })).toHaveText('मॉडरेटरों ने हटा दिया');
  await hindiContext.close();

  const ownerContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const ownerPage = await ownerContext.newPage();
  await useSession(ownerPage, owner);
  await ownerPage.goto(`/ads/details/${ad.ad_id}`);
  await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(ownerPage.getByRole('status').filter({ hasText: 'The moderators removed this listing' })).toContainText(`Reason: ${reason}`);
  expect(await seriousViolations(ownerPage, 'owner view')).toEqual([]);
  await ownerContext.close();

  await page.getByLabel('Visibility').selectOption('hidden');
  await row.getByRole('button', { name: `Show ${title}` }).click();
  await expect(page.getByText('The listing is shown again.')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await request.get(`/api/ads/details/${ad.ad_id}`)).status()).toBe(200);
  await visitor.goto(`/ads/details/${ad.ad_id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await visitorContext.close();
});
