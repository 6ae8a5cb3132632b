import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/test';
import { EXTRA_SERVER_START_MS, startExtraServer } from '../../support/extra-server';
import { snap, WIDTHS } from '../../support/screenshots';
import { useSession, type E2EUser } from '../../support/session';

// A live portal of its own (no demo data, no contact variables): the society's details come from the console only.
let server: Awaited<ReturnType<typeof startExtraServer>>;

test.beforeAll(async () => {
  test.setTimeout(EXTRA_SERVER_START_MS + 30_000);
  server = await startExtraServer(Number(process.env.E2E_PORT ?? 3199) + 30, {});
});
test.afterAll(async () => {
  await server?.stop();
});

/** The first admin, made as an operator would: sign in, then open the setup link from the start-up message. */
async function firstAdmin(request: APIRequestContext): Promise<E2EUser> {
  const signIn = await request.post(`${server.url}/api/auth/dev-login`, { data: { name: 'Asha Rao', email: 'asha@maplecourt.example.in' } });
  expect(signIn.status()).toBe(200);
  const auth = (await signIn.json()) as E2EUser;
  const token = server.setupUrl!.split('#')[1];
  const claim = await request.post(`${server.url}/api/setup/claim`, { data: { token }, headers: { authorization: `Bearer ${auth.token}` } });
  expect(claim.status(), await claim.text()).toBe(200);
  return { ...auth, user: { ...auth.user, isadmin: true } };
}

test('an admin fills the society settings and emergency contacts; the SOS panel, footer, Contact us and the empty result show them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await useSession(page, await firstAdmin(request));

  await page.goto(`${server.url}/admin/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Society settings' })).toBeVisible();
  await expect(page.getByText('No emergency contacts yet.')).toBeVisible();

  // The shared schema refuses a bad phone in the browser, naming the field, before anything is sent.
  await page.getByLabel('Helpline phone').fill('call the office');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Enter a phone number: digits and spaces, with an optional leading +.')).toBeVisible();

  await page.getByLabel('Society name').fill('Maple Court');
  await page.getByLabel('Operator’s legal name').fill('Maple Court Residents Welfare Association');
  await page.getByLabel('Society address').fill('14 Lake Road, Pune 411001');
  await page.getByLabel('Helpline phone').fill('+91 20 4000 5555');
  await page.getByLabel('Support e-mail').fill('office@maplecourt.example.in');
  await page.getByLabel('Grievance officer').fill('Asha Rao, Secretary');
  await page.getByLabel('Instagram').fill('https://www.instagram.com/maplecourt');

  // Two contacts, then the hospital moved above the security desk and back: the order is the admin's.
  await page.getByRole('button', { name: 'Add a contact' }).click();
  const first = page.getByRole('listitem', { name: 'Emergency contacts 1' });
  await first.getByLabel('Name').fill('Main gate security');
  await first.getByLabel('Phone').fill('+91 20 4000 5556');
  await first.getByLabel('Address').fill('Gate 1, Lake Road');
  await page.getByRole('button', { name: 'Add a contact' }).click();
  const second = page.getByRole('listitem', { name: 'Emergency contacts 2' });
  await second.getByLabel('Type').selectOption({ label: 'Hospital' });
  await second.getByLabel('Name').fill('Lakeview Hospital');
  await second.getByLabel('Phone').fill('+91 20 2666 7777');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved. Every page shows them now.')).toBeVisible();
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await snap(page, 'settings', `admin-settings-${label}`);
  }

  // The footer of this very tab shows them at once, before any reload.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Maple Court, 14 Lake Road, Pune 411001')).toBeVisible();
  await expect(footer.getByRole('link', { name: '+91 20 4000 5555' })).toHaveAttribute('href', 'tel:+912040005555');
  // Only the social link the society set.
  await expect(footer.getByRole('link', { name: /opens in a new tab/ })).toHaveCount(1);
  await expect(footer.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveAttribute('href', 'https://www.instagram.com/maplecourt');

  // A visitor (signed out, a new page load) sees them on every page.
  const visitor = await page.context().browser()!.newContext();
  const v = await visitor.newPage();
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await v.setViewportSize(viewport);
    await v.goto(`${server.url}/home`);
    await v.getByRole('button', { name: /SOS/ }).click();
    const panel = v.locator('#sos-panel');
    await expect(panel).toHaveAttribute('data-state', 'open');
    await expect(panel.getByRole('heading', { name: 'Security Desk' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Call Main gate security on +91 20 4000 5556' })).toHaveAttribute('href', 'tel:+912040005556');
    await expect(panel.getByText('Gate 1, Lake Road')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Call Lakeview Hospital on +91 20 2666 7777' })).toBeVisible();
    await snap(v, 'settings', `sos-panel-${label}`);
    await panel.getByRole('button', { name: 'Close emergency contacts' }).click();

    await v.goto(`${server.url}/contact-us`);
    const main = v.getByRole('main');
    await expect(main.getByRole('link', { name: '+91 20 4000 5555' })).toHaveAttribute('href', 'tel:+912040005555');
    await expect(main.getByRole('link', { name: 'office@maplecourt.example.in' })).toHaveAttribute('href', 'mailto:office@maplecourt.example.in');
    await expect(main.getByText('Maple Court, 14 Lake Road, Pune 411001')).toBeVisible();
    await snap(v, 'settings', `contact-us-${label}`);

    await v.goto(`${server.url}/search/search_term/plumber`);
    await expect(v.getByRole('link', { name: 'Call Admin' })).toHaveAttribute('href', 'tel:+912040005555');
    await expect(v.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/912040005555\?text=Hello%20Maple%20Court%20team/);
    await expect(v.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', 'mailto:office@maplecourt.example.in');
    await snap(v, 'settings', `empty-result-${label}`);
  }

  await v.goto(`${server.url}/terms`);
  await expect(v.getByText('Padosi is operated by Maple Court Residents Welfare Association, 14 Lake Road, Pune 411001.')).toBeVisible();
  await visitor.close();
});
