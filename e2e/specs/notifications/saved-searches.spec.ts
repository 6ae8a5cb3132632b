import { seriousViolations } from '../../support/axe';
import { signUpWithProfile, useSession } from '../../support/session';
import { expect, test } from '../../support/test';

test.use({ viewport: { width: 390, height: 844 } });

// Issue 26: a resident saves a search of the kitchens list with its filter, finds it listed, and deletes it.
test('a resident saves a filtered kitchens search, sees it listed and deletes it', async ({ page, request }) => {
  const resident = await signUpWithProfile(request, { name: 'Search Saver' });
  await useSession(page, resident);
  await page.goto('/cloud-kitchen?veg=1');
  await expect(page.getByRole('button', { name: 'Veg only', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText('Search saved. You will hear of new matches.')).toBeVisible();

  // The button turned into a link to the list of saved searches.
  await page.getByRole('link', { name: 'Saved searches' }).click();
  await expect(page).toHaveURL(/\/saved-searches$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Saved searches' });
  const entry = list.getByRole('listitem');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('link', { name: 'Home kitchens: Veg only' })).toHaveAttribute('href', '/cloud-kitchen?veg=1');
  await expect(page.getByText('1 of 20 saved searches')).toBeVisible();
  expect(await seriousViolations(page, 'saved searches', 'main')).toEqual([]);

  // The same search again is refused with the server's words.
  await page.goto('/cloud-kitchen?veg=1');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByText('You have already saved this search.')).toBeVisible();

  await page.goto('/saved-searches');
  await entry.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this saved search?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Saved search deleted.')).toBeVisible();
  await expect(page.getByText(/No saved searches yet/)).toBeVisible();
  expect((await (await request.get('/api/saved-searches', { headers: { authorization: `Bearer ${resident.token}` } })).json()).total).toBe(0);
});
