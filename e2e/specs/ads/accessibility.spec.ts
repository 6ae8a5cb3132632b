import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/test';
import { adCategoryId, createAd, picture } from '../../support/listings';
import { signUpWithProfile, useSession } from '../../support/session';

for (const width of [390, 1280]) {
  test(`axe finds no serious or critical violations on the ads screens at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const seller = await signUpWithProfile(request);
    const ad = await createAd(request, seller, { category_id: await adCategoryId(request, 'Furniture'), title: 'Bookshelf five tier', price: '2500' }, [
      await picture('Shelf', 80),
      await picture('Side', 120),
    ]);
    await useSession(page, seller);
    for (const path of ['/ads', `/ads/${seller.user.id}`, `/ads/details/${ad.ad_id}`, '/ads/create', `/ads/edit/${ad.ad_id}`]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page, path)).toEqual([]);
    }
    // The gallery popup and the form's messages too.
    await page.goto(`/ads/details/${ad.ad_id}`);
    await page.getByRole('button', { name: 'Open image 2 of 2' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousViolations(page, 'gallery popup')).toEqual([]);
    await page.goto('/ads/create');
    await page.getByRole('button', { name: 'Post ad' }).click();
    await page.getByText('Title is required.').waitFor();
    expect(await seriousViolations(page, 'form errors')).toEqual([]);
  });
}
