import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { inHindi } from '../../support/hindi';

/*
 * The header's search box says what to search for; cut off ("प्लंबर, ट्यूटर, टि…") it says less (issue 23: 768 px in
 * Hindi). Checked at every width the layout changes at, in both languages: the header's box from 768 px, the menu's
 * below it. One page load per language; the widths are changed in place.
 */

/** How wide the placeholder draws in the box's own font, and the room the box gives it. */
function fit(input: Locator) {
  return input.evaluate(async (el: HTMLInputElement) => {
    const cs = getComputedStyle(el);
    await document.fonts.load(`${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`, el.placeholder);
    // The placeholder drawn as text in the box's own font, beside the page, for its width.
    const probe = document.createElement('span');
    probe.textContent = el.placeholder;
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${cs.font};letter-spacing:${cs.letterSpacing}`;
    document.body.append(probe);
    const text = Math.ceil(probe.getBoundingClientRect().width);
    probe.remove();
    return { placeholder: el.placeholder, text, room: Math.floor(el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight)) };
  });
}

async function checkWidths(page: Page) {
  const found: string[] = [];
  for (const width of [1280, 768, 390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    let input = page.locator('#header-search');
    if (width < 768) {
      await page
        .getByRole('button', { name: /menu|मेन्यू|मेनू/i })
        .first()
        .click();
      input = page.locator('#menu-search');
    }
    await expect(input).toBeVisible();
    const { placeholder, text, room } = await fit(input);
    if (text > room) found.push(`${width} px: "${placeholder}" needs ${text} px, has ${room} px`);
    if (width < 768) await page.keyboard.press('Escape');
  }
  return found;
}

test('the search box placeholder is whole at 320, 390, 768 and 1280 px in English and in Hindi', async ({ page, context, baseURL }) => {
  await page.goto('/terms');
  const english = await checkWidths(page);
  await inHindi(context, baseURL);
  await page.goto('/terms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const hindi = await checkWidths(page);
  expect({ english, hindi }).toEqual({ english: [], hindi: [] });
});
