import { expect, test } from '../../support/test';
import { makeCategories, makeProvider, uniqueWord } from '../../support/directory';
import { inHindi } from '../../support/hindi';
import { signUp, signUpWithProfile, useSession } from '../../support/session';

// The directory in Hindi (issue 23): a Devanagari search finds a Latin-named plumber, and a review is written in a
// Hindi interface, its refusal and its success in Hindi too.
test('search "प्लंबर", open the provider and review them in Hindi', async ({ page, request, context, baseURL }) => {
  const name = `${uniqueWord('Sharma')} Plumbing Works`;
  const { main, subs } = await makeCategories(request, uniqueWord('Repairs'), ['Plumber']);
  const owner = await signUp(request);
  await makeProvider(request, owner, { name, parent_id: main.id, service_type: subs[0]!.id });
  const reviewer = await signUpWithProfile(request, { name: 'Sunita Verma' });
  await useSession(page, reviewer);
  await inHindi(context, baseURL);

  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'अपने आस-पास सेवाएँ खोजें' });
  await search.fill('प्लंबर');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\/search_term\/%E0%A4%AA%E0%A5%8D%E0%A4%B2%E0%A4%82%E0%A4%AC%E0%A4%B0$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“प्लंबर” के नतीजे');
  await page.getByRole('link', { name: new RegExp(`^${name}$`) }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'समीक्षाएँ' });
  await expect(reviews.getByText('अभी कोई समीक्षा नहीं है।')).toBeVisible();
  await reviews.getByRole('button', { name: 'समीक्षा भेजें' }).click();
  await expect(reviews.getByRole('alert')).toHaveText('कृपया रेटिंग और टिप्पणी दोनों दें।');

  await reviews.getByRole('radio', { name: '5 स्टार' }).click();
  await reviews.getByLabel('आपकी समीक्षा').fill('समय पर आए, नल ठीक से लगाया। बहुत अच्छा काम।');
  await reviews.getByRole('button', { name: 'समीक्षा भेजें' }).click();
  await expect(reviews.getByRole('status')).toHaveText('आपकी समीक्षा जुड़ गई!');
  // After the 3 s success message the list has the review, counted with the Hindi plural.
  await expect(reviews.getByText('समय पर आए, नल ठीक से लगाया। बहुत अच्छा काम।')).toBeVisible({ timeout: 8000 });
  await expect(reviews.getByText(/5\.0\s*1 समीक्षा के आधार पर/)).toBeVisible();
  await expect(reviews.getByRole('heading', { name: 'अपनी समीक्षा बदलें' })).toBeVisible();
});
