import type { Page } from '@playwright/test';

/** Makes lazy images load now (a full-page screenshot does not scroll) and waits until every one has pixels. */
export async function loadLazyImages(page: Page) {
  await page.evaluate(() => [...document.images].forEach((img) => (img.loading = 'eager')));
  await page
    .waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))));
  await page.evaluate(() => window.scrollTo(0, 0));
}
