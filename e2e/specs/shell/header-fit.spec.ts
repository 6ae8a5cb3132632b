import type { Page } from '@playwright/test';
import { inHindi } from '../../support/hindi';
import { signUp, useSession } from '../../support/session';
import { expect, test } from '../../support/test';

const WIDTHS = [320, 390, 768, 1024, 1280, 1440];
const PHONE = 640;

interface Box {
  what: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
  clipped: boolean;
}

/**
 * The header's controls as a person sees them: every visible link, button and input (not the ones inside another
 * control, like the bell's badge), with whether its text is cut off. Screen-reader-only text has no box and is skipped.
 */
function headerControls(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const controls = [...header.querySelectorAll<HTMLElement>('a, button, input')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden' && !el.parentElement!.closest('a, button');
    });
    const cut = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    return {
      header: header.getBoundingClientRect().toJSON() as DOMRect,
      scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      boxes: controls.map((el) => {
        const r = el.getBoundingClientRect();
        const texts = [el, ...el.querySelectorAll('span')].filter((t) => t.getBoundingClientRect().width > 1);
        return {
          what: el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName,
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
          width: r.width,
          height: r.height,
          clipped: texts.some(cut),
        };
      }),
    };
  });
}

const overlap = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

test('the header fits at every width in English and Hindi, signed in with the bell and the account menu', async ({ browser, request, baseURL }) => {
  const auth = await signUp(request, { name: 'Lakshmi Venkataraman Subramaniam' });
  for (const language of ['en', 'hi'] as const) {
    const context = await browser.newContext({ baseURL });
    if (language === 'hi') await inHindi(context, baseURL);
    const page = await context.newPage();
    await useSession(page, auth);
    await page.goto('/home');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: language === 'hi' ? 'सूचनाएँ' : 'Notifications' })).toBeVisible();
    await expect(header.getByRole('button', { name: language === 'hi' ? 'खाता मेन्यू' : 'Account menu' })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const at = `${language} ${width} px`;
      // Layout follows the resize in the next frame; the logo is the first control and always there.
      await expect(header.getByRole('link', { name: /Padosi/ })).toBeInViewport();
      const { header: bar, scroll, boxes } = await headerControls(page);
      expect.soft(scroll, `${at}: the page scrolls sideways`).toBeLessThanOrEqual(0);
      expect(boxes.length, at).toBeGreaterThanOrEqual(4);
      for (const box of boxes) {
        expect.soft(box.clipped, `${at}: "${box.what}" is cut off`).toBe(false);
        expect.soft(box.left >= 0 && box.right <= width, `${at}: "${box.what}" leaves the screen`).toBe(true);
        expect.soft(box.top >= bar.top && box.bottom <= bar.bottom, `${at}: "${box.what}" spills out of the header`).toBe(true);
        if (width < PHONE) expect.soft(Math.min(box.width, box.height), `${at}: "${box.what}" is a small tap target`).toBeGreaterThanOrEqual(44);
      }
      for (const [i, a] of boxes.entries()) {
        for (const b of boxes.slice(i + 1)) expect.soft(overlap(a, b), `${at}: "${a.what}" overlaps "${b.what}"`).toBe(false);
      }
    }
    await context.close();
  }
});
