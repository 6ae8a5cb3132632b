import { expect, test } from '../../support/test';
import { signUpAdmin, signUpWithProfile, useSession } from '../../support/session';

test('an admin follows up an enquiry and a resident cannot open the admin desk', async ({ page, request, browser, baseURL }) => {
  const name = `Follow Up ${Date.now() % 100000}`;
  const sent = await request.post('/api/enquiries', { data: { name, phone: '9000012345', service: 'Carpenter', requirement: 'Fix a door', source: 'home' } });
  expect(sent.status()).toBe(201);

  const resident = await signUpWithProfile(request);
  await useSession(page, resident);
  await page.goto('/admin');
  await expect(page.getByText('Only the admin team can open this page.', { exact: false })).toBeVisible();

  const admin = await signUpAdmin(request);
  const context = await browser.newContext({ baseURL });
  const adminPage = await context.newPage();
  await useSession(adminPage, admin);
  await adminPage.goto('/admin/enquiries');
  const card = adminPage.getByRole('listitem').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /9000012345/ })).toHaveAttribute('href', 'tel:9000012345');
  await card.getByLabel(`Status of ${name}'s enquiry`).selectOption('contacted');
  await expect(adminPage.getByText('Enquiry updated.')).toBeVisible();
  await expect(card).toBeHidden();
  await adminPage.getByLabel('Filter by status').selectOption('contacted');
  await expect(adminPage.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await context.close();
});
