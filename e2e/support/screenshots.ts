import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const WIDTHS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

/** Saves a full-page screenshot under docs/screenshots/<feature>/ when SCREENSHOTS=1 (kept out of normal runs). */
export async function snap(page: Page, feature: string, name: string) {
  if (!process.env.SCREENSHOTS) return;
  const dir = path.resolve(import.meta.dirname, '../../docs/screenshots', feature);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}
