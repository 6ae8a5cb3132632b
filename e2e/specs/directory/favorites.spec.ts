import { expect, test } from '../../support/test';
import { makeCategories, makeProvider, uniqueWord } from '../../support/directory';
import { signUp, signUpWithProfile, useSession } from '../../support/session';

test('favourite and unfavourite a provider; My favourites follows', async ({ page, request }) => {
  const { main, subs } = await makeCategories(request, uniqueWord('Eats'), ['Bakery']);
  const owner = await signUp(request);
  const name = `${uniqueWord('Crumbs')} Bakery`;
  const id = await makeProvider(request, owner, { name, parent_id: main.id, service_type: subs[0]!.id });

  // A visitor is asked to log in.
  await page.goto(`/details/${id}`);
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByText('Unable to add to favorites. Please login to continue.')).toBeVisible();

  const fan = await signUpWithProfile(request, { name: 'Bread Lover' });
  await useSession(page, fan);
  await page.goto(`/details/${id}`);
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByText('Service provider added to favorites.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/myfavorites');
  await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('button', { name: 'Remove from favourites' }).click();
  await expect(page.getByText('Service provider removed from favorites.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/myfavorites');
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
});
