import { expect, test } from '@playwright/test';
import { makeCategories, makeProvider, uniqueWord } from '../../support/directory';
import { signUp } from '../../support/session';

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
