import { expect, test } from '../../support/test';
import { indiaDate, uniquePlace } from '../../support/carpool-data';
import { signUpWithProfile, useSession } from '../../support/session';

test('a commuter posts a weekly ride, finds it with its schedule, edits it and opens its details', async ({ page, request }) => {
  const rider = await signUpWithProfile(request, { name: 'Arjun Commuter' });
  await useSession(page, rider);
  const from = uniquePlace('Koramangala');

  await page.goto('/carpooling');
  await expect(page.getByRole('heading', { level: 1, name: 'Car Pooling' })).toBeVisible();
  await page.getByRole('link', { name: 'Post a Ride' }).first().click();
  await expect(page).toHaveURL(/\/carpooling\/create$/);
  await expect(page.getByLabel('Name')).toHaveValue('Arjun Commuter');
  await expect(page.getByLabel('Phone number')).toHaveValue('9876543210');

  // The form's rules, with the spec's messages.
  await page.getByLabel('Phone number').fill('5123456789');
  await page.getByLabel('Date').fill(indiaDate(-1));
  await page.getByLabel('Seats available').fill('0');
  await page.getByRole('button', { name: 'Post ride' }).click();
  await expect(page.getByText('Enter a valid 10-digit phone number.')).toBeVisible();
  await expect(page.getByText('Cannot select a past date.')).toBeVisible();
  await expect(page.getByText('Seats must be at least 1.')).toBeVisible();
  await expect(page.getByText('From location is required.')).toBeVisible();

  await page.getByLabel('Phone number').fill('9876543210');
  await page.getByText('Bike').click();
  await page.getByLabel('From').fill(from);
  await page.getByRole('textbox', { name: 'To' }).fill('Manyata Tech Park');
  await page.getByLabel('Date').fill(indiaDate(1));
  await page.getByLabel('Time').fill('08:15');
  await page.getByLabel('Seats available').fill('1');
  await page.getByLabel('Vehicle').fill('Activa KA01 EZ 7810');
  await page.getByLabel('Notes').fill('Helmet provided.');
  await page.getByLabel('This ride repeats').check();
  await page.getByLabel('Pattern').selectOption('WEEKLY');
  await page.getByRole('button', { name: 'Post ride' }).click();
  await expect(page.getByText('Select at least one day.')).toBeVisible();
  for (const day of ['Mon', 'Wed', 'Fri']) await page.getByRole('checkbox', { name: day, exact: true }).check();
  await page.getByLabel('End date').fill(indiaDate(-3));
  await page.getByRole('button', { name: 'Post ride' }).click();
  await expect(page.getByText('End date cannot be in the past.')).toBeVisible();
  const end = indiaDate(90);
  await page.getByLabel('End date').fill(end);
  await expect(page.getByText(/^Every Mon, Wed, Fri/)).toBeVisible();
  await expect(page.getByText(/^Next: /)).toBeVisible();

  await page.getByRole('button', { name: 'Post ride' }).click();
  await expect(page.getByText('Your ride was posted successfully!')).toBeVisible();
  // The form starts again for the next ride.
  await expect(page.getByLabel('From')).toHaveValue('');
  await expect(page.getByLabel('This ride repeats')).not.toBeChecked();

  // It is listed with its readable schedule and the next dates it runs.
  await page.goto('/carpooling');
  await page.getByLabel('From').fill(from);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/from=/);
  const card = page.getByRole('article').filter({ hasText: from });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(/^Every Mon, Wed, Fri (from .* )?until /)).toBeVisible();
  await expect(card.getByRole('img', { name: 'Bike' })).toBeVisible();
  await expect(card.getByText('1 seat')).toBeVisible();
  await expect(card.getByText(/^Then /)).toBeVisible();

  // Details: upcoming dates, call, WhatsApp with a prefilled message, and Edit for the owner.
  await card.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(/\/carpooling\/details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${from} → Manyata Tech Park`);
  await expect(page.getByRole('heading', { name: 'Upcoming dates' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute('href', 'tel:9876543210');
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=.*Manyata/);
  const detailsUrl = page.url();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/carpooling\/edit\/\d+$/);
  await expect(page.getByLabel('This ride repeats')).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Wed', exact: true })).toBeChecked();
  await page.getByLabel('Seats available').fill('2');
  await page.getByRole('checkbox', { name: 'Fri', exact: true }).uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Ride updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/carpooling$/);

  await page.goto(detailsUrl);
  await expect(page.getByText('2 seats')).toBeVisible();
  await expect(page.getByText(/^Every Mon, Wed (from .* )?until /)).toBeVisible();
});
