import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/test';
import { createRental, picture } from '../../support/listings';
import { signUpWithProfile, useSession } from '../../support/session';

for (const width of [390, 1280]) {
  test(`axe finds no serious or critical violations on the rentals screens at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const owner = await signUpWithProfile(request);
    const rental = await createRental(request, owner, { apartment_name: 'Maple Court' }, [await picture('Hall', 200)]);
    await createRental(request, owner, { apartment_name: 'Green Meadows', role_type: 'tenant', type: 'bachelor' });
    await useSession(page, owner);
    for (const path of ['/rentals', `/rentals/${owner.user.id}`, `/rentals/details/${rental.id}`, '/rentals/create', `/rentals/edit/${rental.id}`]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page, path)).toEqual([]);
    }
    await page.goto('/rentals/create');
    await page.getByRole('button', { name: 'Post rental' }).click();
    await page.getByText('Please choose one option.').waitFor();
    expect(await seriousViolations(page, 'form errors')).toEqual([]);
  });
}
