import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { snap } from '../../support/screenshots';
import { signUpWithProfile, useSession } from '../../support/session';

const kitchenName = `Asha Ben Rasoi ${Date.now() % 100000}`;

async function createKitchenWithTwoItems(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Create Kitchen' }).first().click();
  await expect(page).toHaveURL(/\/cloud-kitchen\/create-kitchen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your kitchen' })).toBeVisible();
  await page.getByLabel('Kitchen name').fill(kitchenName);
  await page.getByLabel('Your story').fill('Gujarati thalis the way my mother made them in Rajkot.');
  await page.getByRole('checkbox', { name: 'Gujarati', exact: true }).check();
  await page.getByLabel('Pickup point').fill('Block B lobby');
  await page.getByLabel('UPI ID').fill('asha@okaxis');
  // Lunch runs every day, so "tomorrow" is always a lunch day.
  const sunday = page.getByRole('button', { name: 'Lunch on Sun' });
  if ((await sunday.getAttribute('aria-pressed')) === 'false') await sunday.click();
  await snap(page, 'kitchens', 'create-kitchen-1280');
  await page.getByRole('button', { name: 'Create kitchen' }).click();

  await expect(page).toHaveURL(/\/cloud-kitchen\/menu$/);
  for (const [name, price] of [
    ['Gujarati thali', '149.50'],
    ['Masala chaas', '20'],
  ]) {
    await page.getByRole('button', { name: 'Add item' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a menu item' });
    await dialog.getByLabel('Dish name').fill(name!);
    await dialog.getByLabel('Price (₹)').fill(price!);
    await dialog.getByLabel('Daily quantity').fill('10');
    await dialog.getByRole('button', { name: 'Save item' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await snap(page, 'kitchens', 'menu-1280');
}

test('a cook creates a kitchen with two items, a neighbour orders tomorrow’s lunch, the cook accepts and completes it, and the neighbour reviews', async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const cook = await signUpWithProfile(request, { name: 'Asha Patel' });
  const neighbour = await signUpWithProfile(request, { name: 'Meena Rao' });
  await useSession(page, cook);
  await createKitchenWithTwoItems(page);

  // The neighbour finds the kitchen (same apartment first) and pre-orders tomorrow's lunch.
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const np = await other.newPage();
  await useSession(np, neighbour);
  await np.goto('/cloud-kitchen/home');
  await expect(np.getByRole('heading', { level: 1, name: 'Home kitchens' })).toBeVisible();
  await np.getByRole('link', { name: kitchenName }).click();
  await expect(np.getByRole('heading', { level: 1, name: kitchenName })).toBeVisible();
  await expect(np.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
  await expect(np.getByRole('button', { name: 'Lunch', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await np.getByRole('button', { name: 'Add Gujarati thali' }).click();
  await np.getByRole('button', { name: 'One more Gujarati thali' }).click();
  await np.getByRole('button', { name: 'Add Masala chaas' }).click();
  await np.getByLabel('Note for the cook').fill('Less oil please');
  await np.getByRole('radio', { name: 'UPI' }).check();
  await expect(np.locator('dd').last()).toHaveText('₹319'); // total: 2 × 149.50 + 20
  await snap(np, 'kitchens', 'kitchen-page-checkout-1280');
  await np.getByRole('button', { name: 'Place order' }).click();
  await expect(np.getByRole('heading', { name: 'Order placed!' })).toBeVisible();
  const pay = np.getByRole('link', { name: 'Pay ₹319 with UPI' });
  await expect(pay).toHaveAttribute('href', /^upi:\/\/pay\?pa=asha%40okaxis&pn=.+&am=319\.00&tn=KO-\d{6}&cu=INR$/);
  const orderNumber = (await pay.getAttribute('href'))!.match(/KO-\d{6}/)![0];

  // Not yet completed: the review is refused with the server's message.
  await np.getByRole('radio', { name: '5 stars' }).click();
  await np.getByRole('button', { name: 'Submit review' }).click();
  await expect(np.getByText('You can review a kitchen after one of your orders from it is completed.').last()).toBeVisible();

  // The cook sees it on tomorrow's lunch, with the prep list, and moves it forward step by step.
  await page.goto('/cloud-kitchen/dashboard');
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  const order = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(order).toContainText('Meena Rao');
  await expect(order).toContainText('Less oil please');
  await expect(page.getByText('× 2')).toBeVisible();
  await snap(page, 'kitchens', 'dashboard-1280');
  for (const [action, status] of [
    ['Accept', 'Accepted'],
    ['Mark preparing', 'Preparing'],
    ['Mark ready', 'Ready'],
    ['Mark completed', 'Completed'],
  ] as const) {
    await order.getByRole('button', { name: `${action} ${orderNumber}` }).click();
    await expect(order.getByText(status, { exact: true })).toBeVisible();
  }

  // The neighbour sees it completed and reviews the kitchen.
  await np.goto('/cloud-kitchen/orders');
  const mine = np.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(mine.getByText('Completed', { exact: true })).toBeVisible();
  await snap(np, 'kitchens', 'my-orders-1280');
  await mine.getByRole('link', { name: 'Review kitchen' }).click();
  await expect(np.getByRole('heading', { level: 1, name: kitchenName })).toBeVisible();
  await np.getByRole('radio', { name: '5 stars' }).click();
  await np.getByLabel('Your review').fill('Just like home. The thali was perfect.');
  await np.getByRole('button', { name: 'Submit review' }).click();
  await expect(np.getByText('Thank you for your review!')).toBeVisible();
  await expect(np.getByText('Just like home. The thali was perfect.')).toBeVisible();
  await expect(np.getByText('5 (1)')).toBeVisible();
  await other.close();
});
