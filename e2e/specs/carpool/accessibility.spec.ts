import type { Page } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/test';
import { indiaDate, postRide, uniquePlace } from '../../support/carpool-data';
import { signUpWithProfile, useSession } from '../../support/session';

/** After the page's requests have settled (late lists and images are part of what axe checks). */
async function settledViolations(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  return seriousViolations(page, label);
}

for (const width of [390, 1280]) {
  test(`the car-pooling pages pass axe at ${width} px`, async ({ page, request }) => {
    test.setTimeout(90_000); // axe on several pages, on a busy machine
    await page.setViewportSize({ width, height: 900 });
    const rider = await signUpWithProfile(request, { name: 'Axe Rider' });
    const from = uniquePlace('Jayanagar');
    const id = await postRide(request, rider, {
      from_location: from,
      to_location: 'MG Road',
      is_recurring: true,
      recurrence_pattern: 'WEEKLY',
      recurrence_days: ['TUE', 'THU'],
      recurrence_exceptions: [indiaDate(9)],
    });
    await useSession(page, rider);
    const found: string[] = [];
    await page.goto(`/carpooling?from=${encodeURIComponent(from)}`);
    await page.getByRole('article').first().waitFor();
    found.push(...(await settledViolations(page, 'list')));
    await page.goto(`/carpooling/details/${id}`);
    await page.getByRole('heading', { name: 'Upcoming dates' }).waitFor();
    found.push(...(await settledViolations(page, 'details')));
    await page.goto(`/carpooling/edit/${id}`);
    await page.getByText(/^Next: /).waitFor();
    await page.getByRole('button', { name: 'Save changes' }).focus();
    found.push(...(await settledViolations(page, 'form')));
    expect(found).toEqual([]);
  });
}
