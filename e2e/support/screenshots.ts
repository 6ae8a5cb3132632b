import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';

export const WIDTHS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

/** Saves a full-page screenshot under docs/screenshots/<feature>/ when SCREENSHOTS=1 (kept out of normal runs). */
export async function snap(page: Page, feature: string, name: string) {
  if (!process.env.SCREENSHOTS) return;
  const dir = path.resolve(import.meta.dirname, '../../docs/screenshots', feature);
  fs.mkdirSync(dir, { recursive: true });
  const shot = await page.screenshot({ fullPage: true, animations: 'disabled' });
  // Palette PNGs are a third of the size and look the same for flat UI; the repository keeps them small.
  fs.writeFileSync(path.join(dir, `${name}.png`), await sharp(shot).png({ palette: true, quality: 85, effort: 8, compressionLevel: 9 }).toBuffer());
}
