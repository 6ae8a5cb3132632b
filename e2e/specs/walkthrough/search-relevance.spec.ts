import { expect, test } from '../../support/test';
import { makeCategories, makeProvider, uniqueWord } from '../../support/directory';
import { signUp, signUpAdmin, useSession } from '../../support/session';

/*
 * Issue 15 at 390 px, on a site set up from an empty database (no demo data): categories an admin creates with
 * well-known names start with their default aliases, so "doctor" finds the physicians, "tutor" the tuition
 * classes, and the typo "plumbr" suggests the Plumber category.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('"doctor", "tutor" and "plumbr" find what a resident means', async ({ page, request }) => {
  const word = uniqueWord('Kestrel');
  const health = await makeCategories(request, 'Health', ['General Physician']);
  const education = await makeCategories(request, uniqueWord('Learning'), ['Tuition']);
  const repairs = await makeCategories(request, uniqueWord('Repairs'), ['Plumber']);
  const owner = await signUp(request);
  await makeProvider(request, owner, { name: `${word} Family Clinic`, parent_id: health.main.id, service_type: health.subs[0]!.id });
  await makeProvider(request, owner, { name: `${word} Study Circle`, parent_id: education.main.id, service_type: education.subs[0]!.id });
  await makeProvider(request, owner, { name: `${word} Pipe Fixers`, parent_id: repairs.main.id, service_type: repairs.subs[0]!.id });

  await page.goto('/search/search_term/doctor');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('doctor');
  await expect(page.getByRole('link', { name: new RegExp(`^${word} Family Clinic`) })).toBeVisible();

  await page.goto('/search/search_term/tutor');
  await expect(page.getByRole('link', { name: new RegExp(`^${word} Study Circle`) })).toBeVisible();

  await page.goto('/home');
  const box = page.getByRole('combobox', { name: 'Search services near you' });
  await box.fill('plumbr');
  await expect(page.getByRole('option', { name: /^Plumber/ }).first()).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/search_term\/plumbr$/);
  await expect(page.getByRole('link', { name: new RegExp(`^${word} Pipe Fixers`) })).toBeVisible();
});

test('an admin gives a category search words in the console, and residents find it by them', async ({ page, request }) => {
  const word = uniqueWord('Patangbaaz');
  const sub = uniqueWord('Kites');
  const { main, subs } = await makeCategories(request, uniqueWord('Hobbies'), [sub]);
  const owner = await signUp(request);
  await makeProvider(request, owner, { name: `${word} Sky Shop`, parent_id: main.id, service_type: subs[0]!.id });
  const alias = uniqueWord('manjha').toLowerCase();

  await useSession(page, await signUpAdmin(request));
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: `Edit ${sub}` }).click();
  const words = page.getByRole('form', { name: `Search words for ${sub}` });
  await words.getByLabel('Also found by (search words)').fill(`${'x'.repeat(41)}`);
  await words.getByRole('button', { name: 'Save search words' }).click();
  await expect(words.getByRole('alert')).toHaveText('Maximum 40 characters allowed.');
  await words.getByLabel('Also found by (search words)').fill(`Kite string, ${alias.toUpperCase()}`);
  await words.getByRole('button', { name: 'Save search words' }).click();
  await expect(page.getByText('Aliases saved successfully!')).toBeVisible();

  await page.goto(`/search/search_term/${alias}`);
  await expect(page.getByRole('link', { name: new RegExp(`^${word} Sky Shop`) })).toBeVisible();
});
