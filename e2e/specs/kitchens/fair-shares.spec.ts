import { addDays } from '@padosi/shared/calendar-dates';
import { zonedToday } from '@padosi/shared/kitchens';
import { expect, test } from '../../support/test';
import { signUpAdmin, signUpWithProfile, useSession, type E2EUser } from '../../support/session';

const ALL_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const bearer = (u: E2EUser) => ({ authorization: `Bearer ${u.token}` });

// Issue 29: a kitchen's fair shares per customer, as customers and the cook read them, as an admin sets them, and
// the cook's view of a customer's cancelled cash orders.
test('the kitchen page shows its fair-share limits, an admin changes them, the cook sees a customer’s cancelled cash orders', async ({
  page,
  context,
  request,
}) => {
  const cook = await signUpWithProfile(request, { name: 'Fair Cook' });
  const created = await request.post('/api/kitchens', {
    headers: bearer(cook),
    // Tomorrow's dinner closes at 23:59 tomorrow: always ahead, whenever the test runs.
    data: {
      name: 'Fair Share Kitchen',
      cuisines: ['Gujarati'],
      diet: 'veg',
      pickup_point: 'Tower 1',
      schedule: [{ slot: 'dinner', days: ALL_DAYS, cutoff_time: '23:59', cutoff_day: 'same' }],
    },
  });
  expect(created.status()).toBe(201);
  const kitchen = (await created.json()) as { id: number };
  const item = await request.post(`/api/kitchens/${kitchen.id}/items`, {
    headers: bearer(cook),
    data: { name: 'Thepla plate', price: '90', is_veg: true, slots: ['dinner'], days: ALL_DAYS, daily_limit: 12 },
  });
  const thepla = (await item.json()) as { id: number };

  // A customer orders cash for tomorrow and cancels, then orders again.
  const customer = await signUpWithProfile(request, { name: 'Cancelling Customer' });
  const tomorrow = addDays(zonedToday('Asia/Kolkata'), 1);
  const order = () =>
    request.post(`/api/kitchens/${kitchen.id}/orders`, {
      headers: bearer(customer),
      data: { date: tomorrow, slot: 'dinner', items: [{ item_id: thepla.id, qty: 1 }], fulfilment: 'pickup', note: '', payment: 'cash' },
    });
  const first = await order();
  expect(first.status()).toBe(201);
  const cancelled = await request.put(`/api/kitchen-orders/${(await first.json()).id}/status`, { headers: bearer(customer), data: { status: 'cancelled' } });
  expect(cancelled.status()).toBe(200);
  expect((await order()).status()).toBe(201);

  // The cook sees the limits on the kitchen page and the customer's cancelled cash order on the dashboard.
  await useSession(page, cook);
  await page.goto(`/cloud-kitchen/kitchen/${kitchen.id}`);
  await expect(page.getByTestId('customer-limits')).toContainText('at most 2 open orders a day, 33% of a dish');
  await page.goto('/cloud-kitchen/dashboard');
  await page.getByRole('group', { name: 'Date' }).getByRole('button', { name: 'Tomorrow' }).click();
  const card = page.getByRole('article').filter({ hasText: 'Cancelling Customer' }).filter({ hasText: 'Placed' });
  await expect(card.getByText('Cancelled cash orders here in the last 30 days: 1')).toBeVisible();

  // The admin (in a tab of its own: a session is set once per tab) sets two orders a day to four.
  const adminPage = await context.newPage();
  await useSession(adminPage, await signUpAdmin(request));
  await adminPage.goto(`/cloud-kitchen/kitchen/${kitchen.id}`);
  const summary = adminPage.getByTestId('customer-limits');
  await expect(summary).toContainText('at most 2 open orders a day, 33% of a dish');
  await adminPage.getByLabel('Open orders per customer per day').fill('4');
  await adminPage.getByRole('button', { name: 'Save limits' }).click();
  await expect(adminPage.getByText('Customer limits saved.')).toBeVisible();
  await expect(summary).toContainText('at most 4 open orders a day, 33% of a dish');
});
