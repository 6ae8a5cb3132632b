import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/test';
import { makeCategories, makeProvider, uniqueWord } from '../../support/directory';
import { signUp, signUpWithProfile, useSession } from '../../support/session';

for (const width of [390, 1280]) {
  test(`axe finds no serious or critical violations on the directory screens at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000); // axe on ten screens: about 45 s on two busy cores
    await page.setViewportSize({ width, height: 900 });
    const word = uniqueWord('Axe');
    const { main, subs } = await makeCategories(request, `${word} Services`, ['Plumber', 'Electrician']);
    const owner = await signUp(request);
    const id = await makeProvider(request, owner, {
      name: `${word} Plumbing`,
      parent_id: main.id,
      service_type: subs[0]!.id,
      long_desc: '<p>Fixes <strong>leaks</strong>.</p>',
    });
    const me = await signUpWithProfile(request, { name: 'Axe Tester' });
    await useSession(page, me);
    const found: string[] = [];
    for (const path of [
      '/home',
      `/home/${main.id}`,
      `/search/search_term/${word}`,
      `/details/${id}`,
      '/createcard',
      '/myfavorites',
      `/businesscards/${owner.user.id}`,
      '/createmaster',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      found.push(...(await seriousViolations(page, path)));
    }
    // The suggestions list while open, and the registration form showing its messages.
    await page.goto('/home');
    await page.getByRole('combobox', { name: 'Search services near you' }).fill(word.slice(0, 5));
    await page.getByRole('option').first().waitFor();
    found.push(...(await seriousViolations(page, 'suggestions')));
    await page.goto('/createcard');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Name is required.').waitFor();
    found.push(...(await seriousViolations(page, 'form errors')));
    expect(found).toEqual([]);
  });
}
