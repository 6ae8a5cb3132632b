import { expect, test } from '../../support/test';
import { adCategoryId, createAd, picture } from '../../support/listings';
import { signUpAdmin, signUpWithProfile, useSession } from '../../support/session';

test('a resident reports an ad; the admin hides it; it leaves the list and its owner sees it Inactive', async ({ page, request, browser, baseURL }) => {
  const owner = await signUpWithProfile(request, { name: 'Seller Sen' });
  const title = `Suspicious phone ${Date.now() % 100000}`;
  const ad = await createAd(request, owner, { category_id: await adCategoryId(request, 'Electronics'), title, price: '999' }, [await picture('Phone', 40)]);

  const resident = await signUpWithProfile(request, { name: 'Careful Kiran' });
  await useSession(page, resident);
  await page.goto(`/ads/details/${ad.ad_id}`);
  await page.getByRole('button', { name: 'Report this ad' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this ad' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please tell us what is wrong (at least 5 characters).')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Far too cheap, probably stolen.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. The admin team will look at it.')).toBeVisible();

  const admin = await signUpAdmin(request);
  const context = await browser.newContext({ baseURL });
  const adminPage = await context.newPage();
  await useSession(adminPage, admin);
  await adminPage.goto('/admin');
  await adminPage.getByRole('link', { name: /Reported listings/ }).click();
  await expect(adminPage).toHaveURL(/\/admin\/reports$/);
  const item = adminPage.getByRole('listitem').filter({ hasText: 'Far too cheap, probably stolen.' });
  await item.getByRole('button', { name: `Hide ad #${ad.ad_id}` }).click();
  await expect(adminPage.getByText('The item is hidden.')).toBeVisible();
  await expect(item).toBeHidden();
  await context.close();

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto('/ads');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);

  const ownerContext = await browser.newContext({ baseURL });
  const ownerPage = await ownerContext.newPage();
  await useSession(ownerPage, owner);
  await ownerPage.goto(`/ads/details/${ad.ad_id}`);
  await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(ownerPage.getByText('Inactive', { exact: true })).toBeVisible();
  await ownerContext.close();
});
