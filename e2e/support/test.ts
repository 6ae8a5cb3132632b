import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * Playwright's test with one addition: after page.goto() and page.reload() of a server-rendered page (decision
 * 1104) it waits until the app has taken the page over. Until then the page is the server's HTML: its links work,
 * but a button does nothing and a typed value is not the app's, so a test acting at once would be flaky.
 */
export const test = base.extend({
  browser: [
    async ({ browser }, use) => {
      await use(watchBrowser(browser));
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await use(watchContext(context));
  },
});

export { expect } from '@playwright/test';

/** True once the page is the app's: it was not server-rendered, or the app has mounted over it. */
export const appReady = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('#root[data-ssr]') || document.documentElement.getAttribute('data-app') === 'ready');

const watched = new WeakSet<object>();

function watchPage(page: Page) {
  if (watched.has(page)) return page;
  watched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appReady(page);
    return response;
  };
  return page;
}

function watchContext(context: BrowserContext) {
  if (watched.has(context)) return context;
  watched.add(context);
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  return context;
}

function watchBrowser(browser: Browser) {
  if (watched.has(browser)) return browser;
  watched.add(browser);
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args) => watchContext(await newContext(...args));
  browser.newPage = async (...args) => watchPage(await newPage(...args));
  return browser;
}
