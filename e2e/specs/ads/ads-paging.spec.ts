import { expect, test } from '../../support/test';
import { adCategoryId, createAd, picture } from '../../support/listings';
import { signUpWithProfile } from '../../support/session';

test('a list of 10 ads pages by 8, sorts, and keeps page and sort in the URL across back and reload', async ({ page, request }) => {
  const seller = await signUpWithProfile(request, { name: 'Rohan Mehta' });
  const categoryId = await adCategoryId(request, 'Books & Stationery');
  const image = await picture('Book', 50);
  const items = [
    'Atlas',
    'Biology notes',
    'Chess book',
    'Dictionary',
    'Encyclopedia',
    'French primer',
    'Geometry set',
    'History of India',
    'Ink pens',
    'Journal',
  ];
  // Created in this order, so "latest" shows Journal first; prices rise and fall unevenly.
  const prices = ['120', '80.50', '300', '45', '999.99', '60', '150', '410', '15', '200'];
  for (const [i, title] of items.entries()) await createAd(request, seller, { category_id: categoryId, title, price: prices[i]! }, [image]);

  const cards = page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .getByRole('heading', { level: 2 });
  await page.goto(`/ads/${seller.user.id}`);
  await expect(page.getByText('10 ads · page 1 of 2')).toBeVisible();
  await expect(cards).toHaveCount(8);
  await expect(cards.first()).toHaveText('Journal');
  await expect(page.getByRole('navigation', { name: 'Ads pages' }).getByText('1', { exact: true })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(cards).toHaveText(['Biology notes', 'Atlas']);
  await page.reload();
  await expect(cards).toHaveText(['Biology notes', 'Atlas']);

  // Changing the sort goes back to page 1.
  await page.getByLabel('Sort by').selectOption('priceLowHigh');
  await expect(page).toHaveURL(/\?sort=priceLowHigh$/);
  await expect(cards).toHaveCount(8);
  await expect(cards.first()).toHaveText('Ink pens');
  await expect(page.getByRole('article').first().getByText('₹15')).toBeVisible();
  await page.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/sort=priceLowHigh&page=2$/);
  await expect(cards).toHaveText(['History of India', 'Encyclopedia']);

  await page.getByLabel('Sort by').selectOption('priceHighLow');
  await expect(cards.first()).toHaveText('Encyclopedia');
  await page.getByLabel('Sort by').selectOption('title');
  await expect(cards).toHaveText(['Atlas', 'Biology notes', 'Chess book', 'Dictionary', 'Encyclopedia', 'French primer', 'Geometry set', 'History of India']);

  // Back returns to the previous sort and page, as it was.
  await page.goBack();
  await expect(page).toHaveURL(/sort=priceHighLow$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('priceHighLow');
  await page.goBack();
  await expect(page).toHaveURL(/sort=priceLowHigh&page=2$/);
  await expect(cards).toHaveText(['History of India', 'Encyclopedia']);
  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\?sort=priceLowHigh$/);
});
