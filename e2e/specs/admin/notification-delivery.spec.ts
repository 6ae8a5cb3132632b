import { adCategoryId, createAd, picture } from '../../support/listings';
import { seriousViolations } from '../../support/axe';
import { signUpAdmin, signUpWithProfile, useSession } from '../../support/session';
import { expect, test } from '../../support/test';

test.use({ viewport: { width: 390, height: 844 } });

// Issue 26: operators see what was sent per day by channel, and the failed deliveries, from the console's menu.
test('an admin sees notifications sent today by channel and the failed deliveries', async ({ page, request }) => {
  // Something to count: a saved search hears of a new ad (an inbox row and a push delivery).
  const resident = await signUpWithProfile(request, { name: 'Delivery Watcher' });
  const saved = await request.post('/api/saved-searches', { headers: { authorization: `Bearer ${resident.token}` }, data: { kind: 'ads' } });
  expect([201, 409]).toContain(saved.status());
  const seller = await signUpWithProfile(request, { name: 'Delivery Seller' });
  await createAd(request, seller, { title: 'Bookshelf for the delivery report', price: 900, category_id: await adCategoryId(request, 'Furniture') }, [
    await picture('Bookshelf'),
  ]);
  await expect
    .poll(
      async () => (await (await request.get('/api/notifications/unread-count', { headers: { authorization: `Bearer ${resident.token}` } })).json()).unread,
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(0);

  await useSession(page, await signUpAdmin(request));
  await page.goto('/admin');
  await page.getByText('Admin menu').click();
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/admin\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notification delivery' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Day', 'In the app', 'Push', 'E-mail', 'Daily digest']);
  // Newest day first: today's in-app count includes the resident's notification.
  const today = table.getByRole('row').nth(1);
  await expect(today.getByRole('cell').first()).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByRole('heading', { name: /^Failed deliveries \(\d+\)$/ })).toBeVisible();
  expect(await seriousViolations(page, 'notification delivery', 'main')).toEqual([]);
});
