import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { picture } from '../support/listings';
import { WIDTHS, snap } from '../support/screenshots';
import { signUpAdmin, signUpWithProfile, useSession, type E2EUser } from '../support/session';

/** Every cloud-kitchen screen at 390 and 1280 px, with a few kitchens, dishes, orders and a review made through the API. */

const ALL_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];
const bearer = (u: E2EUser) => ({ authorization: `Bearer ${u.token}` });
const tomorrow = () => new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);

async function kitchen(
  request: APIRequestContext,
  cook: E2EUser,
  name: string,
  cuisines: string[],
  diet: string,
  hue: number,
  dishes: Array<[string, string, boolean, number]>,
) {
  const res = await request.post('/api/kitchens', {
    headers: bearer(cook),
    data: {
      name,
      story: 'Home-style food cooked fresh every morning with vegetables from the weekly market.',
      cuisines,
      diet,
      pickup_point: 'Block B lobby',
      delivers: true,
      delivery_area: 'All blocks',
      delivery_fee: '15',
      min_order: '0',
      upi_id: 'cook@okaxis',
      fssai_number: '12345678901234',
      schedule: [
        { slot: 'breakfast', days: ALL_DAYS, cutoff_time: '21:00', cutoff_day: 'previous' },
        { slot: 'lunch', days: ALL_DAYS, cutoff_time: '10:30', cutoff_day: 'same' },
        { slot: 'dinner', days: ALL_DAYS, cutoff_time: '16:30', cutoff_day: 'same' },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const k = await res.json();
  await request.post(`/api/kitchens/${k.id}/photos`, {
    headers: bearer(cook),
    multipart: { photos: { name: 'k.jpg', mimeType: 'image/jpeg', buffer: await picture(name.split(' ')[0]!, hue) } },
  });
  const items: number[] = [];
  for (const [i, [dish, price, isVeg, spice]] of dishes.entries()) {
    const item = await request.post(`/api/kitchens/${k.id}/items`, {
      headers: bearer(cook),
      data: {
        name: dish,
        description: 'Made fresh to order.',
        price,
        is_veg: isVeg,
        spice_level: spice,
        slots: ['lunch', 'dinner'],
        days: ALL_DAYS,
        daily_limit: 12,
      },
    });
    const id = (await item.json()).id;
    items.push(id);
    if (i === 0)
      await request.post(`/api/kitchens/items/${id}/photo`, {
        headers: bearer(cook),
        multipart: { photo: { name: 'd.jpg', mimeType: 'image/jpeg', buffer: await picture(dish.split(' ')[0]!, hue + 40, 'jpeg', 400, 400) } },
      });
  }
  return { id: k.id as number, items };
}

async function shoot(page: Page, path: string, name: string, ready: (p: Page) => Promise<void>) {
  for (const [size, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    // A full-page shot taken while scrolled paints the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'kitchens', `${name}-${size === 'mobile' ? 390 : 1280}`);
  }
}

test('every cloud-kitchen screen at 390 and 1280 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const cook = await signUpWithProfile(request, { name: 'Asha Patel' });
  const other = await signUpWithProfile(request, { name: 'Ravi Kumar' });
  const customer = await signUpWithProfile(request, { name: 'Meena Rao' });
  const admin = await signUpAdmin(request);
  const mine = await kitchen(request, cook, "Asha's Gujarati Rasoi", ['Gujarati', 'Jain'], 'veg', 30, [
    ['Gujarati thali', '149.50', true, 1],
    ['Thepla with chhundo', '89', true, 1],
    ['Masala chaas', '20', true, 0],
  ]);
  await kitchen(request, other, 'Punjab Da Swaad', ['Punjabi', 'North Indian'], 'both', 200, [
    ['Butter chicken', '249', false, 2],
    ['Dal makhani', '169', true, 2],
  ]);
  await request.put(`/api/kitchens/${mine.id}/fssai`, { headers: bearer(admin), data: { verified: true } });
  const place = (qty: number) =>
    request.post(`/api/kitchens/${mine.id}/orders`, {
      headers: bearer(customer),
      data: {
        date: tomorrow(),
        slot: 'lunch',
        items: [
          { item_id: mine.items[0], qty },
          { item_id: mine.items[2], qty: 1 },
        ],
        fulfilment: 'delivery',
        note: 'Less oil please',
        payment: 'upi',
      },
    });
  const first = await (await place(2)).json();
  await place(1);
  for (const s of ['accepted', 'preparing', 'ready', 'completed'])
    await request.put(`/api/kitchen-orders/${first.id}/status`, { headers: bearer(cook), data: { status: s } });
  await request.post(`/api/kitchens/${mine.id}/reviews`, { headers: bearer(customer), data: { rating: 5, comment: 'Just like home. The thali was perfect.' } });

  await useSession(page, customer);
  await shoot(page, '/cloud-kitchen/home', 'explore', (p) => expect(p.getByRole('link', { name: "Asha's Gujarati Rasoi" })).toBeVisible());
  await shoot(page, `/cloud-kitchen/kitchen/${mine.id}`, 'kitchen-page', async (p) => {
    await p.getByRole('button', { name: 'Lunch', exact: true }).click();
    await p.getByRole('button', { name: 'Add Gujarati thali' }).click();
    await p.getByRole('button', { name: 'Add Masala chaas' }).click();
  });
  // The cart filled in (a full-page shot shows it wherever the layout puts it), then the confirmation after Place order.
  await shoot(page, `/cloud-kitchen/kitchen/${mine.id}`, 'cart', async (p) => {
    await p.getByRole('button', { name: 'Lunch', exact: true }).click();
    await p.getByRole('button', { name: 'Add Gujarati thali' }).click();
    await p.getByRole('button', { name: 'One more Gujarati thali' }).click();
    await p.getByRole('button', { name: 'Add Thepla with chhundo' }).click();
    await p.getByLabel('Note for the cook').fill('Less oil please');
    await p.getByRole('radio', { name: 'UPI' }).check();
  });
  await shoot(page, `/cloud-kitchen/kitchen/${mine.id}`, 'order-placed', async (p) => {
    await p.getByRole('button', { name: 'Lunch', exact: true }).click();
    await p.getByRole('button', { name: 'Add Gujarati thali' }).click();
    await p.getByRole('radio', { name: 'UPI' }).check();
    await p.getByRole('button', { name: 'Place order' }).click();
    await expect(p.getByRole('heading', { name: 'Order placed!' })).toBeVisible();
  });
  await shoot(page, '/cloud-kitchen/orders', 'my-orders', (p) => expect(p.getByText('Completed', { exact: true })).toBeVisible());

  await page.evaluate(() => sessionStorage.clear());
  const cookPage = await page.context().browser()!.newPage();
  await useSession(cookPage, cook);
  await shoot(cookPage, '/cloud-kitchen/dashboard', 'dashboard', async (p) => {
    await p.getByRole('button', { name: 'Tomorrow' }).click();
    await p.getByRole('button', { name: 'Lunch', exact: true }).click();
    await expect(p.getByText('Meena Rao').first()).toBeVisible();
  });
  await shoot(cookPage, '/cloud-kitchen/menu', 'menu', (p) => expect(p.getByRole('heading', { name: 'Gujarati thali' })).toBeVisible());
  await shoot(cookPage, '/cloud-kitchen/menu', 'menu-item-form', async (p) => {
    await p.getByRole('button', { name: 'Edit Gujarati thali' }).click();
    await expect(p.getByRole('dialog')).toBeVisible();
  });
  await shoot(cookPage, '/cloud-kitchen/create-kitchen', 'edit-kitchen', (p) => expect(p.getByLabel('Kitchen name')).toHaveValue("Asha's Gujarati Rasoi"));
  const fresh = await page.context().browser()!.newPage();
  await useSession(fresh, await signUpWithProfile(request, { name: 'New Cook' }));
  await shoot(fresh, '/cloud-kitchen/create-kitchen', 'create-kitchen', (p) =>
    expect(p.getByRole('heading', { level: 1, name: 'Create your kitchen' })).toBeVisible(),
  );
});
