import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { signUpAdmin, useSession } from '../../support/session';

/*
 * Issue 24, one console: every admin screen (banners and CMS included) shows the same grouped navigation, and at
 * 320, 390, 1280 and 1440 px no item of it overflows or is cut. Phones get a compact menu, desktops a side column.
 */
const ROUTES = [
  '/admin',
  '/admin/settings',
  '/admin/categories',
  '/admin/providers',
  '/admin/reports',
  '/admin/listings',
  '/admin/users',
  '/admin/join-requests',
  '/admin/erasures',
  '/admin/grievances',
  '/admin/notifications',
  '/admin/audit',
  '/admin/cms',
  '/banner/create',
];
const LINKS = 19;

/** Every link of the visible navigation lies inside the viewport and inside its own list; none is clipped. */
async function expectNothingCut(page: Page) {
  const width = page.viewportSize()!.width;
  const boxes = await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link')
    .evaluateAll((links) =>
      links
        .filter((a) => (a as HTMLElement).offsetParent !== null)
        .map((a) => {
          const r = a.getBoundingClientRect();
          return { text: a.textContent, left: r.left, right: r.right, cut: a.scrollWidth > a.clientWidth + 1 };
        }),
    );
  expect(boxes).toHaveLength(LINKS);
  expect(boxes.filter((b) => b.left < 0 || b.right > width || b.cut)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('the same admin navigation on every admin screen, whole at 320, 390, 1280 and 1440 px', async ({ page, request }) => {
  test.setTimeout(60_000);
  await useSession(page, await signUpAdmin(request));
  const nav = page.getByRole('navigation', { name: 'Admin sections' });

  // Desktop: a side column, on every admin route, the current one marked.
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'CMS pages' })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Banners' })).toHaveAttribute('aria-current', 'page');
  await expectNothingCut(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNothingCut(page);

  // Phones: a compact menu naming the current section; opened, it shows every link, none cut; a link closes it.
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/cms');
    const menu = nav.getByText('Admin menu: CMS pages');
    await expect(menu).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users' })).toBeHidden();
    await menu.click();
    await expectNothingCut(page);
    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(nav.getByText('Admin menu: Users')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users' })).toBeHidden();
  }
});
