import { test } from '../support/test';
import { createRental, inDays, picture } from '../support/listings';
import { snap, WIDTHS } from '../support/screenshots';
import { loadLazyImages } from '../support/scroll';
import { signUpWithProfile, useSession } from '../support/session';

const HOMES: Array<[string, number, 'family' | 'bachelor' | 'all', 'owner' | 'tenant', string[]]> = [
  ['Green Meadows', 32000, 'family', 'owner', ['Living', 'Kitchen', 'Balcony']],
  ['Sunshine PG for Men', 9500, 'bachelor', 'owner', ['PG room']],
  ['Palm Grove Towers', 21000, 'all', 'tenant', []],
  ['Royal Orchid Apartments', 28000, 'family', 'owner', ['Bedroom']],
  ['Silver Oak Heights', 18000, 'bachelor', 'tenant', ['Hall']],
  ['Maple Court', 45000, 'family', 'owner', ['Terrace']],
  ['Shanti Niketan Society', 22000, 'all', 'owner', []],
  ['Ladies PG Nest', 11000, 'bachelor', 'owner', ['Dining']],
  ['Riverfront Homes', 24000, 'family', 'tenant', ['Study']],
];

test('rentals screens at 390 and 1280 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = await signUpWithProfile(request, { name: 'Ananya Reddy' });
  let first = 0;
  for (const [i, [name, cost, type, role, labels]] of HOMES.entries()) {
    const photos = await Promise.all(labels.map((l, j) => picture(l, (200 + i * 30 + j * 25) % 360)));
    const rental = await createRental(
      request,
      owner,
      {
        apartment_name: name,
        rental_cost: cost,
        type,
        role_type: role,
        available_from: inDays(5 + i * 3),
        description: 'Well ventilated, close to the metro and the market. Water and power backup, covered parking.',
      },
      photos,
    );
    if (i === 0) first = rental.id;
  }
  await useSession(page, owner);
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await page.goto('/rentals');
    await page.getByRole('article').first().waitFor();
    await loadLazyImages(page);
    await snap(page, 'rentals', `list-${label}`);
    await page.goto(`/rentals/details/${first}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await loadLazyImages(page);
    await snap(page, 'rentals', `details-${label}`);
    await page.goto('/rentals/create');
    await page.getByRole('button', { name: 'Post rental' }).click();
    await snap(page, 'rentals', `form-errors-${label}`);
    await page.goto(`/rentals/edit/${first}`);
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    await loadLazyImages(page);
    await snap(page, 'rentals', `edit-${label}`);
  }
});
