import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { indiaDate, postRide, uniquePlace } from '../../support/carpool-data';
import { signUpWithProfile, useSession } from '../../support/session';

async function seriousViolations(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
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
    found.push(...(await seriousViolations(page, 'list')));
    await page.goto(`/carpooling/details/${id}`);
    await page.getByRole('heading', { name: 'Upcoming dates' }).waitFor();
    found.push(...(await seriousViolations(page, 'details')));
    await page.goto(`/carpooling/edit/${id}`);
    await page.getByText(/^Next: /).waitFor();
    await page.getByRole('button', { name: 'Save changes' }).focus();
    found.push(...(await seriousViolations(page, 'form')));
    expect(found).toEqual([]);
  });
}
