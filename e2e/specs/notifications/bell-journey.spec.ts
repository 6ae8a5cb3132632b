import { addDays } from '@padosi/shared/calendar-dates';
import { zonedToday } from '@padosi/shared/kitchens';
import { expect, test } from '../../support/test';
import { signUpWithProfile, useSession, type E2EUser } from '../../support/session';

const ALL_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const bearer = (u: E2EUser) => ({ authorization: `Bearer ${u.token}` });

test.use({ viewport: { width: 390, height: 844 } });

// Issue 26: a resident orders a meal, the cook accepts it, and the resident's bell shows it without a reload; the
// inbox links to the order.
test('the bell counts the cook’s acceptance without a reload, the inbox opens the order, settings save', async ({ page, request }) => {
  const cook = await signUpWithProfile(request, { name: 'Bell Cook' });
  const kitchen = (await (
    await request.post('/api/kitchens', {
      headers: bearer(cook),
      // Tomorrow's dinner closes at 23:59 tomorrow: always ahead, whenever the test runs.
      data: {
        name: 'Bell Kitchen',
        cuisines: ['Punjabi'],
        diet: 'veg',
        pickup_point: 'Tower 2',
        schedule: [{ slot: 'dinner', days: ALL_DAYS, cutoff_time: '23:59', cutoff_day: 'same' }],
      },
    })
  ).json()) as { id: number };
  const item = (await (
    await request.post(`/api/kitchens/${kitchen.id}/items`, {
      headers: bearer(cook),
      data: { name: 'Rajma chawal', price: '120', is_veg: true, slots: ['dinner'], days: ALL_DAYS, daily_limit: 10 },
    })
  ).json()) as { id: number };

  const resident = await signUpWithProfile(request, { name: 'Bell Resident' });
  const placed = await request.post(`/api/kitchens/${kitchen.id}/orders`, {
    headers: bearer(resident),
    data: {
      date: addDays(zonedToday('Asia/Kolkata'), 1),
      slot: 'dinner',
      items: [{ item_id: item.id, qty: 1 }],
      fulfilment: 'pickup',
      note: '',
      payment: 'cash',
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; order_number: string };

  await useSession(page, resident);
  await page.goto('/cloud-kitchen/orders');
  await expect(page.getByRole('article', { name: `Order ${order.order_number}` })).toBeVisible();
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // The cook accepts; the open page learns of it by itself.
  expect((await request.put(`/api/kitchen-orders/${order.id}/status`, { headers: bearer(cook), data: { status: 'accepted' } })).status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 20_000 });
  await expect(page.getByTestId('unread-count')).toHaveText('1');

  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const entry = page.getByRole('link', { name: /Bell Kitchen: order accepted/ });
  await expect(entry).toContainText(`Your order ${order.order_number} for dinner`);

  // The settings below the list: push for kitchen orders off, kept after saving.
  await page.getByText('Notification settings', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Kitchen orders: Push' }).uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Notification settings saved.' })).toBeVisible();
  expect((await (await request.get('/api/notifications/preferences', { headers: bearer(resident) })).json()).channels.order).toEqual({
    push: false,
    email: true,
  });

  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/cloud-kitchen/orders#order-${order.id}$`));
  await expect(page.getByRole('article', { name: `Order ${order.order_number}` })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
});
