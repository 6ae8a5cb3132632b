import { test } from '../support/test';
import { makeCategories, makeProvider, uniqueWord } from '../support/directory';
import { adCategoryId, createAd, createRental, picture } from '../support/listings';
import { snap, WIDTHS } from '../support/screenshots';
import { signUpWithProfile, useSession } from '../support/session';

/** Screenshots of the pages issue 15 changed, at 390 and 1280 px (writes docs/screenshots/walkthrough/). */
for (const [label, viewport] of Object.entries(WIDTHS)) {
  test(`walkthrough screens at ${viewport.width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const me = await signUpWithProfile(request, { name: 'Meera Iyer' });
    const { main, subs } = await makeCategories(request, uniqueWord('Home Repairs'), ['Plumber', 'Electrician']);
    let first = 0;
    for (const name of ['Sharma Plumbing Works', 'AquaFix Plumbers', 'Leakproof Sanitary', 'Gupta Pipe Fitters', 'Blue Tap Services', 'Rao Plumbing']) {
      const id = await makeProvider(request, me, { name, parent_id: main.id, service_type: subs[0]!.id });
      first ||= id;
    }
    const ad = await createAd(request, me, { category_id: await adCategoryId(request, 'Furniture'), title: 'Teak study table', price: '3500' }, [
      await picture('Table', 30),
    ]);
    const rental = await createRental(request, me, { apartment_name: 'Lotus Court' }, [await picture('Hall', 200)]);
    await useSession(page, me);
    const shots: Array<[string, string]> = [
      ['services', '/services'],
      ['category', `/home/${subs[0]!.id}`],
      ['provider-new', `/details/${first}`],
      ['ads-mine', `/ads/${me.user.id}`],
      ['ad-details', `/ads/details/${ad.ad_id}`],
      ['rental-details', `/rentals/details/${rental.id}`],
      ['my-listings', '/my-listings?tab=ads'],
      ['favourites-empty', '/myfavorites'],
    ];
    for (const [name, path] of shots) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await snap(page, 'walkthrough', `${name}-${label}`);
    }
  });
}
