import { expect, test } from '../../support/test';
import { makeCategories, makeProvider, uniqueWord } from '../../support/directory';
import { signUp } from '../../support/session';

test('a misspelt search still finds the provider', async ({ page, request }) => {
  const word = uniqueWord('Grindlewick');
  const { main, subs } = await makeCategories(request, uniqueWord('Services'), ['Electrician']);
  const owner = await signUp(request);
  await makeProvider(request, owner, { name: `${word} Electricals`, parent_id: main.id, service_type: subs[0]!.id });

  const typo = `${word.slice(0, 5)}${word.slice(6)} electrision`;
  await page.goto(`/search/search_term/${encodeURIComponent(typo)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(typo);
  await expect(page.getByRole('link', { name: new RegExp(`^${word} Electricals`) })).toBeVisible();
});
