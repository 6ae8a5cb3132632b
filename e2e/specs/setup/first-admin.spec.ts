import { expect, test } from '../../support/test';
import { EXTRA_SERVER_START_MS, startExtraServer } from '../../support/extra-server';
import { snap, WIDTHS } from '../../support/screenshots';

// A portal with no admin yet: its start-up message carries a one-time setup link. Whoever opens it signed in
// becomes the first admin; signed out, the page asks to sign in first and comes back.
let server: Awaited<ReturnType<typeof startExtraServer>>;

test.beforeAll(async () => {
  test.setTimeout(EXTRA_SERVER_START_MS + 30_000);
  server = await startExtraServer(Number(process.env.E2E_PORT ?? 3199) + 41, {});
});
test.afterAll(async () => {
  await server?.stop();
});

test('the setup link makes the person who opens it the first admin, once', async ({ page, browser }) => {
  test.setTimeout(90_000);
  expect(server.setupUrl).toMatch(/\/setup#[\w-]{43}$/);
  const setupUrl = server.setupUrl!.replace(/^https?:\/\/[^/]+/, server.url);

  // Signed out: the page explains, and sends the visitor to sign in.
  await page.goto(setupUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Become the first admin' })).toBeVisible();
  await expect(page.getByText('This link makes you the first admin of Padosi.')).toBeVisible();
  // The token leaves the address bar (it stays out of history and bookmarks).
  await expect(page).toHaveURL(`${server.url}/setup`);
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await snap(page, 'setup', `signed-out-${label}`);
  }
  await page.getByRole('link', { name: 'Sign in to continue' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Name').fill('Meera Nair');
  await page.getByLabel('Email').fill('meera@society.example');
  await page.getByRole('button', { name: 'Sign in (development)' }).click();

  // Back on the setup page, then on the admin dashboard as the admin.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByText('You are now the admin.')).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();

  // The audit log has the issue and the use of the link.
  await page.goto(`${server.url}/admin/audit`);
  await expect(page.getByRole('cell', { name: 'setup.first_admin' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'setup.link_issued' })).toBeVisible();

  // A second person with the same link is refused.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`${server.url}/login`);
  await second.getByLabel('Name').fill('Someone Else');
  await second.getByLabel('Email').fill('someone@society.example');
  await second.getByRole('button', { name: 'Sign in (development)' }).click();
  await expect(second).toHaveURL(/\/profile$/);
  await second.goto(setupUrl);
  await expect(second.getByRole('alert')).toHaveText(
    'This setup link is not valid or has been used already. Use the newest link the portal printed when it started.',
  );
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await second.setViewportSize(viewport);
    await snap(second, 'setup', `refused-${label}`);
  }
  await second.goto(`${server.url}/admin`);
  await expect(second.getByText('Only the admin team can open this page.')).toBeVisible();
  await other.close();
});
