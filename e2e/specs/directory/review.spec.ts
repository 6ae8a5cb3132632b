import { expect, test } from '../../support/test';
import { makeCategories, makeProvider, uniqueWord } from '../../support/directory';
import { signUp, signUpWithProfile, useSession } from '../../support/session';

test('add a review: both a rating and a comment are needed; success shows for 3 s, then the list has it', async ({ page, request }) => {
  const { main, subs } = await makeCategories(request, uniqueWord('Learn'), ['Tuition']);
  const owner = await signUp(request);
  const id = await makeProvider(request, owner, { name: `${uniqueWord('Bright')} Tutorials`, parent_id: main.id, service_type: subs[0]!.id });
  const reviewer = await signUpWithProfile(request, { name: 'Kavya Menon' });
  await useSession(page, reviewer);

  await page.goto(`/details/${id}`);
  await expect(page.getByText('No reviews yet.')).toBeVisible();
  await page.getByLabel('Your review').fill('Patient teacher, my son loves maths now.');
  await expect(page.getByText('40/500')).toBeVisible();
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Please provide both a rating and a comment.')).toBeVisible();

  await page.getByRole('radio', { name: '4 stars' }).click();
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Review added successfully!')).toBeVisible();
  await expect(page.getByText('Review added successfully!')).toBeHidden({ timeout: 6000 });
  const list = page.getByRole('region', { name: 'Reviews' });
  await expect(list.getByText('Patient teacher, my son loves maths now.')).toBeVisible();
  await expect(list.getByText('Kavya Menon')).toBeVisible();
  await expect(list.getByText(/4\.0\s*from 1 review/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Update your review' })).toBeVisible();
});

test('the owner is not offered a review form', async ({ page, request }) => {
  const { main, subs } = await makeCategories(request, uniqueWord('Mine'), ['Yoga']);
  const owner = await signUpWithProfile(request, { name: 'Yoga Owner' });
  const id = await makeProvider(request, owner, { name: `${uniqueWord('Prana')} Yoga`, parent_id: main.id, service_type: subs[0]!.id });
  await useSession(page, owner);
  await page.goto(`/details/${id}`);
  await expect(page.getByText('You cannot review your own service provider.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
});
