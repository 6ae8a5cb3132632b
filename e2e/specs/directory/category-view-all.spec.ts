import { expect, test } from '../../support/test';
import { makeCategories, uniqueWord } from '../../support/directory';

const SUBS = ['Plumber', 'Electrician', 'Carpenter', 'Painter', 'Pest Control', 'Cleaning', 'Gardener', 'Locksmith'];

test('a category page lists 6 sub categories until View All, on desktop and on mobile separately', async ({ page, request }) => {
  const { main } = await makeCategories(request, uniqueWord('Homecare'), SUBS);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/home/${main.id}`);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(main.name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(main.name);
  const list = page.getByRole('region', { name: 'Sub categories' });
  await expect(list.getByRole('link').filter({ visible: true })).toHaveCount(6);
  await list.getByRole('button', { name: 'View All' }).filter({ visible: true }).click();
  await expect(list.getByRole('link').filter({ visible: true })).toHaveCount(8);
  await expect(list.getByRole('link', { name: 'Locksmith' }).filter({ visible: true })).toHaveAttribute('href', /\/home\/\d+$/);
  await list.getByRole('button', { name: 'Show Less' }).filter({ visible: true }).click();
  await expect(list.getByRole('link').filter({ visible: true })).toHaveCount(6);

  // Mobile keeps its own toggle: still collapsed after the desktop one was opened.
  await list.getByRole('button', { name: 'View All' }).filter({ visible: true }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(list.getByRole('link').filter({ visible: true })).toHaveCount(6);
  await list.getByRole('button', { name: 'View All' }).filter({ visible: true }).click();
  await expect(list.getByRole('link').filter({ visible: true })).toHaveCount(8);
  await list.getByRole('button', { name: 'Show Less' }).filter({ visible: true }).click();
  await expect(list.getByRole('link').filter({ visible: true })).toHaveCount(6);

  // No providers yet: the empty card.
  await expect(page.getByRole('heading', { name: 'No Service Providers Found' })).toBeVisible();
});
