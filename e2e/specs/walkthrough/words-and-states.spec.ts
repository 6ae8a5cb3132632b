import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { makeCategories, makeProvider, uniqueWord } from '../../support/directory';
import { picture } from '../../support/listings';
import { signUp, signUpWithProfile, useSession } from '../../support/session';

/** Issue 15 (residents' walkthrough): notices, empty states, keyboard stars and a clean console, at 390 px. */
test.use({ viewport: { width: 390, height: 844 } });

/** Every console error and warning the page logs while the test runs. */
function watchConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}

test('/home/abc never asks the API for NaN: it goes home with a notice', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) asked.push(r.url());
  });
  await page.goto('/home/abc');
  await expect(page.getByText('That page does not exist. Here is the home page instead.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(asked.filter((u) => u.includes('NaN'))).toEqual([]);
});

test('an unknown path goes home with a notice that the page does not exist', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('That page does not exist. Here is the home page instead.')).toBeVisible();
});

test('arriving on /login while signed in says you were signed out; a visitor is not told so', async ({ page, request }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: /Sign in to/ })).toBeVisible();
  await expect(page.getByText('You were signed out.', { exact: false })).toHaveCount(0);
  await useSession(page, await signUp(request));
  await page.goto('/login');
  await expect(page.getByRole('status').filter({ hasText: 'You were signed out. Sign in again to continue.' })).toBeVisible();
});

test('the header Services link opens a page of every category, not the home page', async ({ page, request }) => {
  const mainName = uniqueWord('Wellbeing');
  const { main } = await makeCategories(request, mainName, ['Physiotherapist', 'Dietician']);
  await page.goto('/ads');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Services', exact: true }).first().click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.getByRole('link', { name: mainName })).toHaveAttribute('href', `/home/${main.id}`);
  await expect(page.getByRole('link', { name: 'Dietician' }).first()).toBeVisible();
});

test('empty favourites say how to add one, not "No Service Providers Found"', async ({ page, request }) => {
  await useSession(page, await signUpWithProfile(request));
  await page.goto('/myfavorites');
  await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
  await expect(page.getByText('No Service Providers Found')).toHaveCount(0);
});

test('my empty ads list does not invite me to be "the first to list"', async ({ page, request }) => {
  const me = await signUpWithProfile(request);
  await useSession(page, me);
  await page.goto(`/ads/${me.user.id}`);
  await expect(page.getByText('You have not posted any ads yet.')).toBeVisible();
  await expect(page.getByText('Be the first to list your item!')).toHaveCount(0);
});

test('a new provider reads "New here, not yet rated", not "0.0 from 0 reviews"', async ({ page, request }) => {
  const { main, subs } = await makeCategories(request, uniqueWord('Learn'), ['Tuition']);
  const id = await makeProvider(request, await signUp(request), { name: `${uniqueWord('Fresh')} Tutorials`, parent_id: main.id, service_type: subs[0]!.id });
  await page.goto(`/details/${id}`);
  await expect(page.getByText('New here, not yet rated')).toBeVisible();
  await expect(page.getByText(/0\.0\s*from 0 reviews/)).toHaveCount(0);
});

test('review stars are a radio group: arrows move focus and value, Space keeps the value', async ({ page, request }) => {
  const { main, subs } = await makeCategories(request, uniqueWord('Learn'), ['Tuition']);
  const id = await makeProvider(request, await signUp(request), { name: `${uniqueWord('Star')} Tutorials`, parent_id: main.id, service_type: subs[0]!.id });
  await useSession(page, await signUpWithProfile(request));
  await page.goto(`/details/${id}`);
  const group = page.getByRole('radiogroup', { name: 'Your rating' });
  await group.getByRole('radio', { name: '1 star' }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  const four = group.getByRole('radio', { name: '4 stars' });
  await expect(four).toBeFocused();
  await expect(four).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Space');
  await expect(four).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(group.getByRole('radio', { name: '3 stars' })).toBeFocused();
  await expect(group.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(group.getByRole('radio', { name: '3 stars' })).toBeFocused();
});

test('pages load without console errors or warnings (React Router HydrateFallback)', async ({ page }) => {
  const messages = watchConsole(page);
  for (const path of ['/', '/services', '/ads', '/rentals', '/carpooling', '/home-help', '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(messages).toEqual([]);
});

test('choosing a picture compresses it without a CSP error', async ({ page, request }) => {
  const messages = watchConsole(page);
  const me = await signUpWithProfile(request);
  await useSession(page, me);
  await page.goto('/profile');
  const input = page.locator('input[type="file"]').first();
  await input.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await picture('Me', 30, 'jpeg', 2400, 1800) });
  await expect(page.getByText(/^Image compressed: \d+ KB to \d+ KB\.$/)).toBeVisible();
  expect(messages.filter((m) => /Content Security Policy|worker/i.test(m))).toEqual([]);
});
