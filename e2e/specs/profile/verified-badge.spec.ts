import { test, expect } from '../../support/test';
import { ensureApartment, signUp, signUpWithProfile, ADMIN_EMAIL } from '../../support/session';
import { createRental } from '../../support/listings';

/**
 * Issue 25's one badge on a list card: a resident the admin approved posts a rental, and the rentals list shows
 * "Verified resident · <apartment>, <block>" on that card at 390 px; a card of someone unverified carries none.
 */
test('a verified resident’s rental card carries the badge; an unverified neighbour’s does not', async ({ page, request }) => {
  const apartment = 'E2E Residency';
  const apartmentId = await ensureApartment(request, apartment);
  const admin = await signUp(request, { name: 'Admin Tester', email: ADMIN_EMAIL });
  const asAdmin = { authorization: `Bearer ${admin.token}` };
  const block = `Tower ${Date.now().toString(36)}`;
  const blockRes = await request.post(`/api/admin/apartments/${apartmentId}/blocks`, { headers: asAdmin, data: { name: block } });
  expect(blockRes.status(), await blockRes.text()).toBe(201);
  const flat = await (await request.post(`/api/admin/blocks/${(await blockRes.json()).id}/flats`, { headers: asAdmin, data: { name: '101' } })).json();

  const resident = await signUpWithProfile(request, { name: 'Verified Vani' });
  const joined = await request.post('/api/residents/join', {
    headers: { authorization: `Bearer ${resident.token}` },
    data: { flatId: flat.id, role: 'owner' },
  });
  expect(joined.status(), await joined.text()).toBeLessThan(300);
  const residencyId = (await joined.json()).id as number;
  expect((await request.post(`/api/admin/join-requests/${residencyId}/approve`, { headers: asAdmin })).status()).toBe(200);

  const stranger = await signUpWithProfile(request, { name: 'Unverified Uma' });
  const tag = Date.now().toString(36);
  await createRental(request, stranger, { apartment_name: `Plain flat ${tag}` });
  await createRental(request, resident, { apartment_name: `Badge flat ${tag}` });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/rentals');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Badge flat ${tag}` }) });
  await expect(card.getByText(`Verified resident · ${apartment}, ${block}`)).toBeVisible();
  const plain = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Plain flat ${tag}` }) });
  await expect(plain).toBeVisible();
  await expect(plain.getByText(/Verified resident/)).toHaveCount(0);
});
