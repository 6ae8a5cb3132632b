import { expect, test } from '../../support/test';
import { makeCategories, makeProvider, uniqueWord } from '../../support/directory';
import { postRide, uniquePlace } from '../../support/carpool-data';
import { signUpAdmin, signUpWithProfile, useSession } from '../../support/session';

test.use({ viewport: { width: 390, height: 844 } });

test('an admin hides a provider from the admin console: the public gets "not found", its owner a notice; Show brings it back', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const word = uniqueWord('Hydra');
  const { main, subs } = await makeCategories(request, uniqueWord('Trades'), [uniqueWord('Fitters')]);
  const owner = await signUpWithProfile(request, { name: 'Owner Om' });
  const name = `${word} Fittings`;
  const id = await makeProvider(request, owner, { name, parent_id: main.id, service_type: subs[0]!.id });

  const admin = await signUpAdmin(request);
  await useSession(page, admin);
  await page.goto('/admin/providers');
  await page.getByLabel('Search by name or phone').fill(word);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await row.getByRole('button', { name: `Hide ${name}` }).click();
  await expect(page.getByText('Provider updated.')).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/details/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Service provider not found');
  await visitor.goto(`/home/${subs[0]!.id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(name)).toHaveCount(0);

  const ownerPage = await (await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })).newPage();
  await useSession(ownerPage, owner);
  await ownerPage.goto(`/details/${id}`);
  await expect(ownerPage.getByRole('status').filter({ hasText: 'The admin team has hidden this provider' })).toBeVisible();

  await row.getByRole('button', { name: `Show ${name}` }).click();
  await expect(row.getByText('Hidden', { exact: true })).toHaveCount(0);
  await visitor.goto(`/details/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a resident reports a ride; the admin hides it from the queue; it leaves the list, and its page says the moderators removed it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const owner = await signUpWithProfile(request, { name: 'Driver Dev' });
  const from = uniquePlace('Hebbal');
  const rideId = await postRide(request, owner, { from_location: from, to_location: 'Whitefield' });

  const resident = await signUpWithProfile(request, { name: 'Rider Rani' });
  await useSession(page, resident);
  await page.goto(`/carpooling/details/${rideId}`);
  await page.getByRole('button', { name: 'Report this ride' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this ride' });
  await dialog.getByLabel('Reason').fill('This number is a loan agent, not a driver.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. The admin team will look at it.')).toBeVisible();

  const admin = await signUpAdmin(request);
  const adminPage = await (await browser.newContext({ baseURL })).newPage();
  await useSession(adminPage, admin);
  await adminPage.goto('/admin/reports');
  const item = adminPage.getByRole('listitem').filter({ hasText: 'This number is a loan agent, not a driver.' });
  await item.getByRole('button', { name: `Hide ride #${rideId}` }).click();
  await expect(adminPage.getByText('The item is hidden.')).toBeVisible();

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/carpooling/details/${rideId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Removed by the moderators' })).toBeVisible();
  await visitor.goto(`/carpooling?from=${encodeURIComponent(from)}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(from)).toHaveCount(0);
});

test('a resident reports a review from the provider page; hiding it removes it', async ({ page, request, browser, baseURL }) => {
  const { main, subs } = await makeCategories(request, uniqueWord('Trades'), [uniqueWord('Masons')]);
  const owner = await signUpWithProfile(request, { name: 'Mason Mohan' });
  const name = uniqueWord('Brickline');
  const id = await makeProvider(request, owner, { name, parent_id: main.id, service_type: subs[0]!.id });
  const troll = await signUpWithProfile(request, { name: 'Troll Tarun' });
  const posted = await request.post('/review/addreview', {
    headers: { authorization: `Bearer ${troll.token}` },
    data: { rating: 1, review: 'Buy cheap watches at spam dot example', service_provider_id: id },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await useSession(page, await signUpWithProfile(request, { name: 'Fair Farah' }));
  await page.goto(`/details/${id}`);
  await page.getByRole('button', { name: 'Report the review by Troll Tarun' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this review' });
  await dialog.getByLabel('Reason').fill('Spam advertising, not a real review.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. The admin team will look at it.')).toBeVisible();

  const adminPage = await (await browser.newContext({ baseURL })).newPage();
  await useSession(adminPage, await signUpAdmin(request));
  await adminPage.goto('/admin/reports');
  const item = adminPage.getByRole('listitem').filter({ hasText: 'Spam advertising, not a real review.' });
  await item.getByRole('button', { name: /^Hide review #\d+$/ }).click();
  await expect(adminPage.getByText('The item is hidden.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Buy cheap watches at spam dot example')).toHaveCount(0);
});
