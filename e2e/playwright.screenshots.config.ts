import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Screenshot journeys write docs/screenshots/<feature>/*.png for people to look at and assert nothing, so `npm test`
// (playwright.config.ts, testDir ./specs) never runs them. `snap()` writes only with SCREENSHOTS set; this run sets it.
process.env.SCREENSHOTS ??= '1';

export default defineConfig({ ...base, testDir: './screenshots', timeout: 180_000 });
