import { expect, test } from '../../support/test';
import { makeCategories, makeProvider, uniqueWord } from '../../support/directory';
import { signUp } from '../../support/session';

test('suggestions appear after typing, are chosen by keyboard or mouse, and lead to the results page', async ({ page, request }) => {
  const word = uniqueWord('Zorblax');
  const { main, subs } = await makeCategories(request, uniqueWord('Trades'), ['Plumber']);
  const owner = await signUp(request);
  await makeProvider(request, owner, { name: `${word} Plumbing Works`, parent_id: main.id, service_type: subs[0]!.id });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/home');
  const header = page.getByRole('combobox', { name: 'Search services', exact: true });
  await header.fill(word.slice(0, 6));
  const options = page.getByRole('listbox', { name: 'Suggestions' }).first().getByRole('option');
  await expect(options.filter({ hasText: `${word} Plumbing Works` })).toBeVisible();

  // Keyboard: down to the provider's name, Escape clears, then down again and Enter opens it.
  await header.press('ArrowDown');
  await expect(header).toHaveAttribute('aria-activedescendant', /.+/);
  await header.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')).toHaveCount(0);
  await header.fill(word.slice(0, 7));
  await expect(options.filter({ hasText: `${word} Plumbing Works` })).toBeVisible();
  await header.press('ArrowDown');
  await header.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/search_term/${word}%20Plumbing%20Works$`));
  await expect(page).toHaveTitle(new RegExp(`Results for “${word} Plumbing Works”`));
  await expect(page.getByRole('link', { name: new RegExp(`^${word} Plumbing Works`) })).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')).toHaveCount(0);

  // Mouse, from the home page's own box; a click outside clears the list.
  await page.goto('/home');
  const homeBox = page.getByRole('combobox', { name: 'Search services near you' });
  await homeBox.fill(word.toLowerCase().slice(0, 6));
  const homeList = page.getByRole('option', { name: new RegExp(`${word} Plumbing Works`) });
  await expect(homeList).toBeVisible();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(homeList).toBeHidden();
  await homeBox.fill(word.toLowerCase().slice(0, 7));
  await homeList.click();
  await expect(page).toHaveURL(/\/search\/search_term\//);
  await expect(page.getByRole('link', { name: new RegExp(`^${word} Plumbing Works`) })).toBeVisible();
});
