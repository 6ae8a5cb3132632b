import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';

test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

async function swipe(page: Page, fromX: number, toX: number, y = 400) {
  await page.evaluate(
    ({ fromX, toX, y }) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: y });
      document.body.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(fromX)], changedTouches: [touch(fromX)], bubbles: true }));
      document.body.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(toX)], bubbles: true }));
    },
    { fromX, toX, y },
  );
}

test('the SOS panel opens and closes by tab, close button and swipes over 80 px', async ({ page }) => {
  await page.goto('/home');
  const panel = page.locator('#sos-panel');
  await expect(panel).toHaveAttribute('data-state', 'closed');

  await page.getByRole('button', { name: /SOS/ }).click();
  await expect(panel).toHaveAttribute('data-state', 'open');
  await expect(panel.getByRole('heading', { name: 'Emergency Contacts' })).toBeVisible();
  // India's short codes, dialled as they are (no +91), before any local contact.
  for (const [name, code] of [
    ['All emergencies', '112'],
    ['Police', '100'],
    ['Fire', '101'],
    ['Ambulance', '108'],
  ]) {
    await expect(panel.getByRole('link', { name: `Call ${name} on ${code}` })).toHaveAttribute('href', `tel:${code}`);
  }
  // Only the groups the operator configured (the browser tests' server sets one hospital); nothing is made up.
  await expect(panel.getByRole('heading', { name: 'Hospitals' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Call E2E Test Hospital/ })).toHaveAttribute('href', 'tel:+918040001234');
  await expect(panel.getByRole('heading', { name: 'Police Stations' })).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Fire Stations' })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: /^Call / })).toHaveCount(5);
  await expect(panel).not.toContainText('8000000001');

  await panel.getByRole('button', { name: 'Close emergency contacts' }).click();
  await expect(panel).toHaveAttribute('data-state', 'closed');

  await page.getByRole('button', { name: /SOS/ }).click();
  await expect(panel).toHaveAttribute('data-state', 'open');
  // The tab rides on the panel's edge; Playwright waits for it to stop moving before clicking.
  await page.getByRole('button', { name: /SOS/ }).click();
  await expect(panel).toHaveAttribute('data-state', 'closed');

  // 80 px is not enough; 100 px from the left edge is.
  await swipe(page, 10, 80);
  await expect(panel).toHaveAttribute('data-state', 'closed');
  await swipe(page, 10, 110);
  await expect(panel).toHaveAttribute('data-state', 'open');
  await swipe(page, 300, 250);
  await expect(panel).toHaveAttribute('data-state', 'open');
  await swipe(page, 300, 190);
  await expect(panel).toHaveAttribute('data-state', 'closed');
});
