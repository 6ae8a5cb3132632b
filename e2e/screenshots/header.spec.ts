import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { inHindi } from '../support/hindi';
import { signUp, useSession } from '../support/session';
import { expect, test } from '../support/test';

const WIDTHS = [320, 390, 768, 1024, 1280, 1440];
const dir = path.resolve(import.meta.dirname, '../../docs/screenshots/shell/header');

/** The header alone at each width, signed out and signed in, in English and Hindi (issue 27: the header's fit). */
test('the header at every width', async ({ browser, request, baseURL }) => {
  fs.mkdirSync(dir, { recursive: true });
  const auth = await signUp(request, { name: 'Lakshmi Venkataraman Subramaniam' });
  for (const language of ['en', 'hi'] as const) {
    for (const signedIn of [false, true]) {
      const context = await browser.newContext({ baseURL });
      if (language === 'hi') await inHindi(context, baseURL);
      const page = await context.newPage();
      if (signedIn) await useSession(page, auth);
      await page.goto('/home');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 700 });
        await expect(page.locator('header')).toBeVisible();
        const shot = await page.locator('header').screenshot({ animations: 'disabled' });
        const name = `${language}-${signedIn ? 'in' : 'out'}-${width}.png`;
        fs.writeFileSync(path.join(dir, name), await sharp(shot).png({ palette: true, quality: 85, effort: 8, compressionLevel: 9 }).toBuffer());
      }
      if (signedIn) {
        await page.setViewportSize({ width: 390, height: 700 });
        await page.getByRole('button', { name: language === 'hi' ? 'खाता मेन्यू' : 'Account menu' }).click();
        const shot = await page.screenshot({ animations: 'disabled' });
        fs.writeFileSync(path.join(dir, `${language}-account-menu-390.png`), await sharp(shot).png({ palette: true }).toBuffer());
      }
      await context.close();
    }
  }
});
