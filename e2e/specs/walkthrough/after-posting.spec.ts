import { expect, test } from '../../support/test';
import { postRide } from '../../support/carpool-data';
import { adCategoryId, createAd, createRental, file, picture } from '../../support/listings';
import { makeCategories, makeProvider, uniqueWord } from '../../support/directory';
import { signUpWithProfile, useSession } from '../../support/session';

/** Issue 15: after a post you see what you posted; Back never returns to a spent form or a deleted item (390 px). */
test.use({ viewport: { width: 390, height: 844 } });

test('a new ad: the message links to it, the list shows it first and marked, Back skips the spent form', async ({ page, request }) => {
  const me = await signUpWithProfile(request, { name: 'Just Posted' });
  for (let i = 0; i < 2; i++)
    await createAd(request, me, { category_id: await adCategoryId(request, 'Furniture'), title: `Older ad ${i}`, price: '100' }, [await picture('Old', 40)]);
  await useSession(page, me);
  await page.goto('/ads');
  await page.getByRole('link', { name: 'Create Buy/Sell Ads' }).click();
  await page.getByLabel('Category').selectOption({ label: 'Furniture' });
  await page.getByLabel('Title').fill('Walnut side table');
  await page.getByLabel('Description').fill('Small walnut table, like new.');
  await page.getByLabel('Price (₹)').fill('1200');
  await page.getByLabel('Location').fill('Green Meadows, Block C');
  await page.getByLabel('Add images').setInputFiles([file('table.jpg', await picture('Table', 30))]);
  await page.getByRole('button', { name: 'Post ad' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Created successfully!' });
  await expect(status.getByRole('link', { name: 'View your ad' })).toHaveAttribute('href', /\/ads\/details\/\d+$/);
  await expect(page).toHaveURL(/\/ads\/?$/, { timeout: 5000 });
  const first = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') })
    .first();
  await expect(first).toContainText('Walnut side table');
  await expect(first.getByText('Just posted')).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/ads\/create$/);
});

test('a new ride: the message links to the ride and to My Rides; My Rides is on the rides page', async ({ page, request }) => {
  const me = await signUpWithProfile(request, { name: 'Ride Poster' });
  await useSession(page, me);
  await page.goto('/carpooling');
  await expect(page.getByRole('link', { name: 'My Rides' })).toHaveAttribute('href', `/carpooling/${me.user.id}`);
  await page.goto('/carpooling/create');
  await page.getByLabel('From').fill('Koramangala');
  await page.getByRole('textbox', { name: 'To' }).fill('Whitefield');
  await page.getByRole('button', { name: 'Post ride' }).click();
  const status = page.getByRole('status').filter({ hasText: 'View your ride' });
  await expect(status.getByRole('link', { name: 'View your ride' })).toHaveAttribute('href', /\/carpooling\/details\/\d+$/);
  await status.getByRole('link', { name: 'My Rides' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Rides' })).toBeVisible();
});

test('Back after deleting an ad does not show "Failed to load ad details."', async ({ page, request }) => {
  const me = await signUpWithProfile(request);
  const ad = await createAd(request, me, { category_id: await adCategoryId(request, 'Electronics'), title: 'Gone soon', price: '50' }, [
    await picture('Gone', 70),
  ]);
  await useSession(page, me);
  await page.goto('/ads');
  await page.goto(`/ads/details/${ad.ad_id}`);
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/ads/${me.user.id}$`));
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`/ads/details/${ad.ad_id}$`));
  await expect(page.getByText('Failed to load ad details.')).toHaveCount(0);
});

test('rental details: visitors get Share and are asked to sign in for the number; the owner also Edit and Delete', async ({ page, request }) => {
  const owner = await signUpWithProfile(request, { name: 'Rental Owner' });
  const rental = await createRental(request, owner, { apartment_name: 'Lotus Court', phone_number: '9876501234' }, [await picture('Hall', 10)]);
  await page.goto(`/rentals/details/${rental.id}`);
  // A resident's number is never shown to a visitor (issue 25): asking for it asks them to sign in.
  await expect(page.getByRole('link', { name: 'Call' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show phone number' }).click();
  await expect(page.getByText(/shown only to signed-in neighbours/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await useSession(page, owner);
  await page.goto(`/rentals/details/${rental.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/rentals/${owner.user.id}$`));
  expect((await request.get(`/api/rentals/details/${rental.id}`)).status()).toBe(404);
});

test('"My listings" in the user menu: one page with tabs for everything I posted or saved', async ({ page, request }) => {
  const me = await signUpWithProfile(request, { name: 'Lists Owner' });
  await createAd(request, me, { category_id: await adCategoryId(request, 'Furniture'), title: 'Listed chair', price: '300' }, [await picture('Chair', 20)]);
  await postRide(request, me, { from_location: 'Indiranagar', to_location: 'Hebbal' });
  await useSession(page, me);
  await page.goto('/ads');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'My listings' }).click();
  await expect(page).toHaveURL(/\/my-listings$/);
  const tabs = page.getByRole('tablist', { name: 'My listings' });
  for (const name of ['My services', 'Ads', 'Rentals', 'Rides', 'Home help', 'Saved']) await expect(tabs.getByRole('tab', { name })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Ads' }).click();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Listed chair' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Rides' })).toBeFocused();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Indiranagar → Hebbal' })).toBeVisible();
});

test('Back after posting a ride or a rental never returns to the spent form', async ({ page, request }) => {
  const me = await signUpWithProfile(request, { name: 'Back Button' });
  await useSession(page, me);
  await page.goto('/carpooling');
  await page.goto('/carpooling/create');
  await page.getByLabel('From').fill('Indiranagar');
  await page.getByRole('textbox', { name: 'To' }).fill('Electronic City');
  await page.getByRole('button', { name: 'Post ride' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'View your ride' })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/carpooling\/create$/);

  await page.goto('/rentals');
  await page.goto('/rentals/create');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const rental = await createRental(request, me, { apartment_name: 'Back Court' }, [await picture('Room', 90)]);
  await page.goto(`/rentals/details/${rental.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`/rentals/${me.user.id}$`));
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`/rentals/details/${rental.id}$`));
});

test('Back after deleting a ride does not show the deleted ride', async ({ page, request }) => {
  const me = await signUpWithProfile(request, { name: 'Ride Remover' });
  const id = await postRide(request, me, { from_location: 'Jayanagar', to_location: 'Hebbal' });
  await useSession(page, me);
  await page.goto('/carpooling');
  await page.goto(`/carpooling/details/${id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/carpooling$/);
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`/carpooling/details/${id}$`));
  await expect(page.getByText('This ride was not found. It may have been deleted.')).toHaveCount(0);
});

test('ad, ride and provider details: visitors get Share, Call and WhatsApp of a business, a resident’s number only after sign-in; the owner also Edit and Delete', async ({
  page,
  request,
}) => {
  const owner = await signUpWithProfile(request, { name: 'Every Owner' });
  const ad = await createAd(request, owner, { category_id: await adCategoryId(request, 'Furniture'), title: 'Teak bookshelf', price: '300' }, [
    await picture('Atlas', 50),
  ]);
  const ride = await postRide(request, owner, { from_location: 'Malleshwaram', to_location: 'Yelahanka' });
  const { main, subs } = await makeCategories(request, uniqueWord('Crafts'), [uniqueWord('Potters')]);
  const provider = await makeProvider(request, owner, { name: uniqueWord('Clay Works'), parent_id: main.id, service_type: subs[0]!.id });
  const pages = [`/ads/details/${ad.ad_id}`, `/carpooling/details/${ride}`, `/details/${provider}`];

  for (const path of pages) {
    await page.goto(path);
    if (path.startsWith('/details/')) {
      await expect(page.getByRole('link', { name: /^Call/ }).first(), path).toHaveAttribute('href', /^tel:/);
      await expect(page.getByRole('link', { name: /WhatsApp/ }).first(), path).toHaveAttribute('href', /wa\.me|whatsapp/);
    } else {
      await expect(page.getByRole('button', { name: 'Show phone number' }), path).toBeVisible();
      await expect(page.getByRole('link', { name: /WhatsApp/ }), path).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'Share' }).first(), path).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' }), path).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' }), path).toHaveCount(0);
  }
  await useSession(page, owner);
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Edit' }).first(), path).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' }).first(), path).toBeVisible();
  }
});
