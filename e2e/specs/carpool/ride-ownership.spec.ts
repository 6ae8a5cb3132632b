import { expect, test } from '../../support/test';
import { postRide, uniquePlace } from '../../support/carpool-data';
import { signUpWithProfile, useSession } from '../../support/session';

test('only the owner can change a ride; a visitor posting is sent to sign in; the owner deletes it', async ({ browser, page, request }) => {
  const owner = await signUpWithProfile(request, { name: 'Owner Rider' });
  const neighbour = await signUpWithProfile(request, { name: 'Curious Neighbour' });
  const from = uniquePlace('HSR Layout');
  const id = await postRide(request, owner, { from_location: from, to_location: 'Bellandur' });

  // A visitor sees the ride but must sign in to post one.
  await page.goto(`/carpooling/details/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${from} → Bellandur`);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  // …and no phone number: asking for it asks them to sign in (issue 25).
  await page.getByRole('button', { name: 'Show phone number' }).click();
  await expect(page.getByText(/shown only to signed-in neighbours/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
  await page.goto('/carpooling/create');
  await expect(page).toHaveURL(/\/login$/);

  // Another resident: no Edit, and the edit route refuses.
  const other = await browser.newPage();
  await useSession(other, neighbour);
  await other.goto(`/carpooling/details/${id}`);
  await other.getByRole('button', { name: 'Show phone number' }).click();
  await expect(other.getByRole('link', { name: 'WhatsApp' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await other.goto(`/carpooling/edit/${id}`);
  await expect(other.getByText('You can only edit your own rides.')).toBeVisible();
  await other.close();

  // The owner deletes it after confirming.
  const mine = await browser.newPage();
  await useSession(mine, owner);
  await mine.goto(`/carpooling/details/${id}`);
  await mine.getByRole('button', { name: 'Delete' }).click();
  await expect(mine.getByRole('dialog', { name: 'Delete ride' })).toContainText('Are you sure you want to delete this ride?');
  await mine.getByRole('button', { name: 'Delete ride' }).click();
  await expect(mine.getByText('Ride deleted successfully!')).toBeVisible();
  await expect(mine).toHaveURL(/\/carpooling$/);
  expect((await request.get(`/api/carpooling/details/${id}`)).status()).toBe(404);
  await mine.close();
});
