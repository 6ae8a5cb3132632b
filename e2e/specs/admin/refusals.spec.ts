import { expect, test } from '../../support/test';
import { signUp, useSession } from '../../support/session';

const ADMIN_SCREENS = [
  '/admin',
  '/admin/categories',
  '/admin/home-cards',
  '/admin/apartments',
  '/admin/providers',
  '/admin/reports',
  '/admin/enquiries',
  '/admin/feedback',
  '/admin/erasures',
  '/admin/testimonials',
  '/admin/users',
  '/admin/audit',
  '/admin/cms',
  '/banner/create',
  '/banner/edit/1',
];

test('a resident is refused every admin screen, and a visitor is sent to sign in', async ({ page, request, browser, baseURL }) => {
  const resident = await signUp(request, { name: 'Not An Admin' });
  await useSession(page, resident);
  for (const path of ADMIN_SCREENS) {
    await page.goto(path);
    await expect(page.getByText('Only the admin team can open this page.', { exact: false }), path).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  }
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  for (const path of ['/admin', '/admin/cms', '/banner/create']) {
    await visitor.goto(path);
    await expect(visitor).toHaveURL(/\/login$/);
  }
});
