import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { picture, uniqueWord } from '../../support/directory';
import { signUpAdmin } from '../../support/session';

const CAROUSEL_MS = 3500;

async function makeBanners(request: APIRequestContext, count: number) {
  const admin = await signUpAdmin(request);
  const word = uniqueWord('Slide');
  const titles: string[] = [];
  for (let i = 0; i < count; i++) {
    const title = `${word} offer ${i + 1}`;
    const res = await request.post('/api/banners/create', {
      headers: { authorization: `Bearer ${admin.token}` },
      multipart: {
        data: JSON.stringify({ title, description: 'Keyboard test', button_text: `Open ${i + 1}`, button_link: '/ads', expire_date: '2099-12-31' }),
        image: { name: 'b.png', mimeType: 'image/png', buffer: await picture('', 40 + i * 90, 1200, 400) },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    titles.push(title);
  }
  return titles;
}

const slides = (page: Page) => page.locator('[aria-roledescription="slide"]');
const currentSlide = (page: Page) => slides(page).and(page.locator(':not([inert])'));

test.describe('home banner carousel and the keyboard', () => {
  test.beforeAll(async ({ request }) => {
    await makeBanners(request, 3);
  });

  test('only the slide in view takes focus; focus inside pauses it; the keyboard moves it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // The page's clock runs on its own but can be moved: "does not advance" is tested by moving it past a step.
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Offers and announcements' });
    await expect(carousel).toBeVisible();
    const total = await slides(page).count();
    expect(total).toBeGreaterThanOrEqual(3);
    // Every slide but one is inert: its links are out of the tab order and hidden from screen readers.
    await expect(slides(page).and(page.locator('[inert]'))).toHaveCount(total - 1);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `1 of ${total}`);

    // Tab from the page's top into the carousel: focus never lands inside an inert slide.
    await page.locator('body').focus();
    let reachedNext = false;
    for (let i = 0; i < 40 && !reachedNext; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[inert]') === null)).toBe(true);
      reachedNext = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Next banner');
    }
    expect(reachedNext).toBe(true);

    // Enter on "Next banner" shows the next slide; the focus stays in the carousel, so it does not advance on its own.
    // (Tabbing through the header can outlast one autoplay step on a slow machine: start from the slide shown now.)
    const shown = Number((await currentSlide(page).getAttribute('aria-label'))!.split(' ')[0]);
    const next = `${(shown % total) + 1} of ${total}`;
    await page.keyboard.press('Enter');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', next);
    await page.clock.runFor(CAROUSEL_MS + 1200);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', next);
    // The current slide's link is reachable now; the one shown before is not.
    await expect(currentSlide(page).getByRole('link')).toBeVisible();
    expect(
      await slides(page)
        .nth(shown - 1)
        .getAttribute('inert'),
    ).not.toBeNull();

    // Focus leaves the carousel: it runs again.
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await expect(currentSlide(page)).not.toHaveAttribute('aria-label', next, { timeout: CAROUSEL_MS * 2 + 2000 });
  });

  test('starts paused for readers who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Play banners' })).toBeVisible();
    await expect(currentSlide(page)).toHaveAttribute('aria-label', /^1 of /);
    await page.clock.runFor(CAROUSEL_MS + 1200);
    await expect(currentSlide(page)).toHaveAttribute('aria-label', /^1 of /);
  });
});
