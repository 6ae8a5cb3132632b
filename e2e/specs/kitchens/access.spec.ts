import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/test';
import { signUpWithProfile, useSession } from '../../support/session';

const ALL_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

test('the home promo leads anonymous visitors to explore and order; creating needs sign-in; the order button asks to sign in', async ({ page, request }) => {
  const cook = await signUpWithProfile(request, { name: 'Kavya Menon' });
  const res = await request.post('/api/kitchens', {
    headers: { authorization: `Bearer ${cook.token}` },
    data: {
      name: 'Kavya Kitchen',
      cuisines: ['Kerala'],
      diet: 'both',
      pickup_point: 'Tower 2',
      schedule: [{ slot: 'dinner', days: ALL_DAYS, cutoff_time: '16:30', cutoff_day: 'same' }],
    },
  });
  expect(res.status()).toBe(201);
  const kitchen = await res.json();
  await request.post(`/api/kitchens/${kitchen.id}/items`, {
    headers: { authorization: `Bearer ${cook.token}` },
    data: { name: 'Appam with stew', price: '120', is_veg: true, slots: ['dinner'], days: ALL_DAYS, daily_limit: 5 },
  });

  await page.goto('/');
  await page.getByRole('link', { name: 'Explore Kitchens' }).click();
  await expect(page).toHaveURL(/\/cloud-kitchen\/home$/);
  await expect(page.getByRole('link', { name: 'Kavya Kitchen' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: 'Order', exact: true }).click();
  await expect(page).toHaveURL(/\/cloud-kitchen\/home\?open=1$/);
  await expect(page.getByRole('button', { name: 'Open for the next meal' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`/cloud-kitchen/kitchen/${kitchen.id}`);
  await page.getByRole('button', { name: 'Add Appam with stew' }).click();
  await page.getByRole('button', { name: 'Sign in to order' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/cloud-kitchen/create-kitchen');
  await expect(page).toHaveURL(/\/login$/);
});

test('signed in, the promo links go to create kitchen and kitchens home', async ({ page, request }) => {
  await useSession(page, await signUpWithProfile(request));
  await page.goto('/');
  await page.getByRole('link', { name: 'Kitchens Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home kitchens' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: 'Create Kitchen' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your kitchen' })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`axe finds no serious or critical violations on the kitchen screens at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const cook = await signUpWithProfile(request);
    const res = await request.post('/api/kitchens', {
      headers: { authorization: `Bearer ${cook.token}` },
      data: {
        name: `Axe Kitchen ${width}`,
        cuisines: ['Bengali'],
        diet: 'veg',
        pickup_point: 'Gate 1',
        upi_id: 'axe@okaxis',
        schedule: [{ slot: 'lunch', days: ALL_DAYS, cutoff_time: '10:30', cutoff_day: 'same' }],
      },
    });
    const kitchen = await res.json();
    await request.post(`/api/kitchens/${kitchen.id}/items`, {
      headers: { authorization: `Bearer ${cook.token}` },
      data: { name: 'Shukto', price: '90', is_veg: true, slots: ['lunch'], days: ALL_DAYS, daily_limit: 5 },
    });
    await useSession(page, cook);
    for (const path of [
      '/cloud-kitchen/home',
      `/cloud-kitchen/kitchen/${kitchen.id}`,
      '/cloud-kitchen/create-kitchen',
      '/cloud-kitchen/menu',
      '/cloud-kitchen/orders',
      '/cloud-kitchen/dashboard',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page, path)).toEqual([]);
    }
  });
}
