import { test } from '../support/test';
import { indiaDate, postRide, uniquePlace } from '../support/carpool-data';
import { signUpWithProfile, useSession } from '../support/session';
import type { Page } from '@playwright/test';
import { snap as save, WIDTHS } from '../support/screenshots';

/** From the top of the page, so the sticky header sits where a person sees it. */
async function snap(page: Page, feature: string, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await save(page, feature, name);
}

for (const [label, viewport] of Object.entries(WIDTHS)) {
  test(`car-pooling screens at ${viewport.width} px`, async ({ page, request }) => {
    const rider = await signUpWithProfile(request, { name: 'Priya Iyer' });
    const from = uniquePlace('Koramangala');
    const weekly = await postRide(request, rider, {
      from_location: from,
      to_location: 'Manyata Tech Park',
      ride_time: '08:15',
      vehicle_details: 'White Swift KA01 MX 4521',
      additional_notes: 'Can pick up on the way along the Outer Ring Road.',
      is_recurring: true,
      recurrence_pattern: 'WEEKLY',
      recurrence_days: ['MON', 'WED', 'FRI'],
      recurrence_end_date: indiaDate(120),
      recurrence_exceptions: [indiaDate(14)],
    });
    await postRide(request, rider, {
      from_location: from,
      to_location: 'Kempegowda Airport',
      ride_date: indiaDate(2),
      ride_time: '05:30',
      available_seats: 3,
      vehicle_details: 'Grey Innova',
      additional_notes: 'Two bags each is fine.',
    });
    await postRide(request, rider, {
      from_location: from,
      to_location: 'MG Road',
      mode: 'bike',
      available_seats: 1,
      ride_time: '18:45',
      is_recurring: true,
      recurrence_pattern: 'DAILY',
      recurrence_interval: 2,
    });
    await useSession(page, rider);
    await page.setViewportSize(viewport);

    await page.goto(`/carpooling?from=${encodeURIComponent(from)}`);
    await page.getByRole('article').first().waitFor();
    await snap(page, 'carpool', `ride-list-${label}`);
    await page.goto(`/carpooling/details/${weekly}`);
    await page.getByRole('heading', { name: 'Upcoming dates' }).waitFor();
    await snap(page, 'carpool', `ride-details-${label}`);
    await page.goto(`/carpooling/edit/${weekly}`);
    await page.getByText(/^Next: /).waitFor();
    await snap(page, 'carpool', `ride-form-recurring-${label}`);
  });
}
