import type { BrowserContext } from '@playwright/test';

/**
 * Opens the portal in Hindi as a visitor's switch would: the `lang` cookie the server reads for `<html lang>` and
 * the API's messages (decision 2300), and the browser's Accept-Language for a first visit.
 */
export async function inHindi(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? 'http://127.0.0.1' }]);
  await context.setExtraHTTPHeaders({ 'Accept-Language': 'hi-IN,hi;q=0.9' });
}
