import { formatDayMonth } from '@padosi/shared/calendar-dates';
import { DEFAULT_TIME_ZONE, zonedTime, zonedToday } from '@padosi/shared/clock';
import { expect, test } from '../../support/test';
import { signUpAdmin, signUpWithProfile, uniqueEmail, useSession } from '../../support/session';
import { snap } from '../../support/screenshots';

test.use({ viewport: { width: 390, height: 844 } });

test('an admin sees a resident waiting to be deleted, with the time of erasure', async ({ page, request }) => {
  const email = uniqueEmail('erasing');
  const name = `Leaving Resident ${Date.now() % 100000}`;
  const resident = await signUpWithProfile(request, { name, email });
  const asked = await request.post('/api/privacy/erasure', {
    headers: { authorization: `Bearer ${resident.token}` },
    data: { confirm: true, remove_reviews: true },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  await useSession(page, await signUpAdmin(request));
  await page.goto('/admin');
  // Reached through the console's navigation (the phone menu at this width).
  await page.getByText('Admin menu').click();
  await page.getByRole('link', { name: 'Account deletions' }).click();
  await expect(page).toHaveURL(/\/admin\/erasures$/);
  const entry = page.getByRole('list', { name: 'Pending account deletions' }).getByRole('listitem').filter({ hasText: email });
  await expect(entry).toContainText(name);
  // The day and hour of erasure in the community's clock (48 hours after the request).
  const eraseAfter = new Date((await asked.json()).erase_after);
  const shown = `${formatDayMonth(zonedToday(DEFAULT_TIME_ZONE, eraseAfter), true, 'en')}, ${zonedTime(DEFAULT_TIME_ZONE, eraseAfter)}`;
  await expect(entry).toContainText(`Erased after${shown}`);
  await expect(entry).toContainText('Removed with the account');
  await snap(page, 'privacy', 'admin-pending-erasures');
});
