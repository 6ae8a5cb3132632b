import AxeBuilder from '@axe-core/playwright';
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
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${path}: ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
    // The gallery popup and the form's messages too.
    await page.goto(`/ads/details/${ad.ad_id}`);
    await page.getByRole('button', { name: 'Open image 2 of 2' }).click();
    await page.getByRole('dialog').waitFor();
    const popup = await new AxeBuilder({ page }).analyze();
    expect(popup.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.goto('/ads/create');
    await page.getByRole('button', { name: 'Post ad' }).click();
    await page.getByText('Title is required.').waitFor();
    const form = await new AxeBuilder({ page }).analyze();
    expect(form.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
}
