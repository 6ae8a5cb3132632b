import { test as plain } from '@playwright/test';
import { appReady, expect, test } from '../../support/test';
import { adCategoryId, createAd, picture } from '../../support/listings';
import { signUp, signUpWithProfile } from '../../support/session';
import { uniqueWord } from '../../support/directory';

// The landing pages come rendered from the server and the app takes them over (issue 11, decision 1104).

const html = async (request: import('@playwright/test').APIRequestContext, path: string) => {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return res.text();
};

test('the landing pages arrive rendered, with their code asked for after the first paint', async ({ request }) => {
  const owner = await signUpWithProfile(request);
  const title = `Lamp ${uniqueWord('ssr')}`;
  await createAd(request, owner, { title, price: '450', category_id: await adCategoryId(request, 'Furniture') }, [await picture('Lamp', 40)]);

  const ads = await html(request, '/ads');
  expect(ads).toContain('<div id="root" data-ssr="/ads">');
  expect(ads).toContain(title);
  expect(ads).toContain('Buy / Sell Products');
  // No module script in the page itself: boot.js asks for the entry, its imports and the route's chunks.
  expect(ads).not.toMatch(/<script type="module"|rel="modulepreload"/);
  const modules = /<script src="\/boot\.js" defer data-modules="([^"]+)">/.exec(ads)?.[1]?.split(' ') ?? [];
  expect(modules[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  expect(modules.some((m) => /\/ads-page-[\w-]+\.js$/.test(m))).toBe(true);

  const home = await html(request, '/');
  expect(home).toContain('<div id="root" data-ssr="/">');
  expect(home).toMatch(/data-modules="[^"]*\/home-page-[\w-]+\.js/);
  expect(await html(request, '/rentals')).toContain('<div id="root" data-ssr="/rentals">');

  // Another page of a list is the browser's to draw; so is a page with no first screen.
  for (const path of ['/ads?page=2', '/login']) {
    const page = await html(request, path);
    expect(page, path).toContain('<div id="root"></div>');
    expect(page, path).toMatch(/<script type="module" crossorigin src="\/assets\/index-/);
  }
});

plain('without JavaScript the ads list is still there to read', async ({ browser, request }) => {
  const owner = await signUpWithProfile(request);
  const title = `Stool ${uniqueWord('nojs')}`;
  await createAd(request, owner, { title, price: '300', category_id: await adCategoryId(request, 'Furniture') }, [await picture('Stool', 90)]);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ads');
  await expect(page.getByRole('heading', { name: 'Buy / Sell Products' })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await context.close();
});

test('the app takes the page over without replacing it, and then it works', async ({ page, request }) => {
  const owner = await signUpWithProfile(request);
  await createAd(request, owner, { title: `Desk ${uniqueWord('hyd')}`, price: '1200', category_id: await adCategoryId(request, 'Furniture') }, [
    await picture('Desk', 150),
  ]);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  // Keep hold of the server's nodes as the parser makes them.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { ssrShell?: Element | null; ssrHeading?: Element | null };
      w.ssrShell = document.querySelector('#root > *');
      w.ssrHeading = document.querySelector('#root h1');
    });
  });
  await page.goto('/ads');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const kept = await page.evaluate(() => {
    const w = window as unknown as { ssrShell?: Element | null; ssrHeading?: Element | null };
    return { shell: !!w.ssrShell && w.ssrShell === document.querySelector('#root > *'), heading: !!w.ssrHeading && w.ssrHeading.isConnected };
  });
  expect(kept).toEqual({ shell: true, heading: true });
  // The app owns the page now: the sort control drives the URL.
  await page.getByLabel('Sort by').selectOption({ index: 1 });
  await expect(page).toHaveURL(/sort=/);
  expect(errors).toEqual([]);
});

test('a signed-in reader gets the header of their account over the signed-out render', async ({ page, request }) => {
  const auth = await signUp(request, { name: 'Meera Iyer' });
  await page.addInitScript((a) => {
    localStorage.setItem('token', a.token);
    localStorage.setItem('user', JSON.stringify(a.user));
    localStorage.setItem('user_id', String(a.user.id));
  }, auth);
  await page.goto('/');
  await appReady(page);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
});

test('the header, the page and the footer are taken over in turn, keeping their nodes, and then all work', async ({ page }) => {
  // Decision 1105: each region is hydrated in a task of its own after hydrate()'s first pass; the page is ready only
  // once the last one is.
  const errors: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { regions?: (Element | null)[]; replaced?: number; rewritten?: string[] };
      w.regions = ['header', 'main', 'footer'].map((s) => document.querySelector(`#root ${s}`));
      w.replaced = 0;
      w.rewritten = [];
      new MutationObserver((records) => {
        if (document.documentElement.dataset.app === 'ready') return;
        for (const r of records) {
          if (r.type === 'childList') w.replaced! += r.removedNodes.length;
          else w.rewritten!.push(`${(r.target as Element).tagName} ${r.attributeName}`);
        }
      }).observe(document.getElementById('root')!, { childList: true, attributes: true, subtree: true });
    });
  });
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/rentals');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const kept = await page.evaluate(() => {
    const w = window as unknown as { regions?: (Element | null)[]; replaced?: number; rewritten?: string[] };
    return { regions: (w.regions ?? []).map((e) => !!e && e.isConnected), replaced: w.replaced, rewritten: w.rewritten };
  });
  // Hydration adopts the server's nodes as they are: none removed, no attribute written.
  expect(kept).toEqual({ regions: [true, true, true], replaced: 0, rewritten: [] });

  // Every region answers as the app: a footer link and a header link navigate without loading a page.
  await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await page.getByRole('banner').getByRole('link', { name: /home/ }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(errors).toEqual([]);
});
