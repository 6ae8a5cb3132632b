import { expect, test } from '../../support/test';

test('the app is an installable PWA: manifest, a controlling service worker, and the shell still opens offline', async ({ page, context, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'Padosi', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  // Asking for notifications is not part of loading a page.
  await page.addInitScript(() => {
    (window as unknown as { asked: number }).asked = 0;
    Notification.requestPermission = async () => {
      (window as unknown as { asked: number }).asked++;
      return 'default';
    };
  });
  await page.goto('/rentals');
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toMatch(/\/sw\.js$/);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Rentals' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Padosi' }).first()).toBeVisible();
  // The SOS panel works offline: it is part of the cached shell, and its contacts come with the cached page.
  await page.getByRole('button', { name: /SOS/ }).click();
  const panel = page.locator('#sos-panel');
  await expect(panel.getByRole('link', { name: 'Call All emergencies on 112' })).toHaveAttribute('href', 'tel:112');
  await expect(panel.getByRole('link', { name: /Call E2E Test Hospital/ })).toHaveAttribute('href', 'tel:+918040001234');
  await context.setOffline(false);
});
