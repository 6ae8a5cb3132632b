import { expect, type Locator, type Page } from '@playwright/test';

/** Tabs from the top of the page (or from the field `from`) until `target` has the focus, as a keyboard user gets there. */
export async function focusByKeyboard(page: Page, target: Locator, from?: Locator, maxTabs = 60) {
  if (from) await from.focus();
  else await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < maxTabs; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${maxTabs} presses of Tab did not reach ${target}`);
}

/**
 * The focus ring is visible: the pixels around `shown` differ with the keyboard's focus there (after `focus()`) and
 * without it (after a blur, which scrolls nothing). Around the element too: a ring drawn outside it counts, and one
 * that a parent clips away does not show at all.
 */
export async function looksFocused(page: Page, shown: Locator, focus: () => Promise<void>) {
  await focus();
  const box = (await shown.boundingBox())!;
  const clip = { x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12 };
  const focused = await page.screenshot({ clip, animations: 'disabled' });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const unfocused = await page.screenshot({ clip, animations: 'disabled' });
  expect(focused.equals(unfocused), 'the control looks the same with and without the keyboard focus').toBe(false);
}
