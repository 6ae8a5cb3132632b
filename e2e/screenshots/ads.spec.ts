import { expect, test } from '../support/test';
import { adCategoryId, createAd, picture } from '../support/listings';
import { snap, WIDTHS } from '../support/screenshots';
import { loadLazyImages } from '../support/scroll';
import { signUpWithProfile, useSession } from '../support/session';

const ITEMS: Array<[string, string, string, string]> = [
  ['Samsung 43 inch Smart TV', 'Electronics', '18500', 'TV'],
  ['Wooden study table', 'Furniture', '3200', 'Table'],
  ['Hero Sprint cycle', 'Vehicles', '4500', 'Cycle'],
  ['iPhone 12 64GB', 'Mobiles & Tablets', '28000', 'iPhone'],
  ['Front load washing machine', 'Home Appliances', '14000', 'Washer'],
  ['NCERT books class 10', 'Books & Stationery', '600', 'Books'],
  ['Foldable treadmill', 'Sports & Fitness', '22000', 'Treadmill'],
  ['Kids bicycle', 'Kids & Toys', '1800', 'Kids'],
  ['Three seater sofa', 'Furniture', '9500.50', 'Sofa'],
];

test('ads screens at 390 and 1280 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const seller = await signUpWithProfile(request, { name: 'Priya Iyer' });
  let last = 0;
  for (const [i, [title, category, price, label]] of ITEMS.entries()) {
    const images = [await picture(label, i * 40), ...(i === ITEMS.length - 1 ? [await picture('Cushions', 300), await picture('Side view', 340)] : [])];
    const ad = await createAd(
      request,
      seller,
      {
        category_id: await adCategoryId(request, category),
        title,
        price,
        ads_status: i === 2 ? 'Sold' : 'Available',
        description: 'Well kept, from a smoke free home. Pick up from the society gate, cash or UPI.',
      },
      images,
    );
    last = ad.ad_id;
  }
  await useSession(page, seller);
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await page.goto('/ads');
    await page.getByRole('article').first().waitFor();
    await loadLazyImages(page);
    await snap(page, 'ads', `list-${label}`);
    await page.goto(`/ads/details/${last}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await loadLazyImages(page);
    await snap(page, 'ads', `details-${label}`);
    await page.getByRole('button', { name: 'Open image 2 of 3' }).click();
    await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
    await loadLazyImages(page);
    await snap(page, 'ads', `gallery-${label}`);
    await page.keyboard.press('Escape');
    await page.goto('/ads/create');
    await page.getByRole('button', { name: 'Post ad' }).click();
    await snap(page, 'ads', `form-errors-${label}`);
    await page.goto(`/ads/edit/${last}`);
    await page.getByRole('img', { name: 'Image 1' }).waitFor();
    await loadLazyImages(page);
    await snap(page, 'ads', `edit-${label}`);
  }
});
