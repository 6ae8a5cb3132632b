import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { picture, uniqueWord } from '../../support/directory';
import { openHelp } from '../../support/help';
import { startExtraServer } from '../../support/extra-server';
import { seriousViolations } from '../../support/axe';
import { snap, WIDTHS } from '../../support/screenshots';
import { ADMIN_EMAIL, signUp, useSession, type E2EUser } from '../../support/session';

/*
 * Issue 24's "Done means": a portal of its own, empty and without demo data or contact variables. The operator
 * opens the setup link from the start-up output, becomes the admin and sets the society up in the browser alone,
 * following the dashboard's checklist until it reads complete; a resident then completes the profile with an
 * imported flat and sees the society's details in the SOS panel, the footer, Contact us and the empty result.
 */
const port = Number(process.env.E2E_PORT ?? 3199) + 32;
let server: Awaited<ReturnType<typeof startExtraServer>>;

test.beforeAll(async () => {
  server = await startExtraServer(port, { PUBLIC_URL: `http://127.0.0.1:${port}` });
});
test.afterAll(async () => {
  await server?.stop();
});

const ITEMS = {
  settings: '/admin/settings',
  apartments: '/admin/apartments',
  categories: '/admin/categories',
  homeHelp: '/admin/categories',
  emergency: '/admin/settings',
  banner: '/banner/create',
  pages: '/admin/cms',
  residents: '/admin/users',
} as const;

const item = (page: Page, key: keyof typeof ITEMS) => page.locator(`li[data-item="${key}"]`);
const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

async function expectTicked(page: Page, keys: Array<keyof typeof ITEMS>) {
  for (const key of Object.keys(ITEMS) as Array<keyof typeof ITEMS>) await expect(item(page, key)).toContainText(keys.includes(key) ? '(done)' : '(to do)');
}

async function devSignIn(name: string, email: string): Promise<E2EUser> {
  const res = await fetch(`${server.url}/api/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as E2EUser;
}

test('from an empty portal the operator sets the society up in the browser; a resident then uses it', async ({ page, browser }) => {
  test.setTimeout(180_000);

  // The setup link, as the start-up output printed it, opened while signed in: the dashboard and its checklist.
  expect(server.setupUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/setup#/);
  await useSession(page, await devSignIn('Asha Rao', 'asha@maplecourt.example.in'));
  await page.goto(server.setupUrl!);
  await expect(page).toHaveURL(`${server.url}/admin`);
  await expect(page.getByText('You are now the admin.')).toBeVisible();
  const checklist = page.getByRole('region', { name: 'Setup checklist' });
  await expect(checklist.getByText('0 of 8 done')).toBeVisible();
  await expectTicked(page, []);
  // Every item opens its screen.
  for (const [key, to] of Object.entries(ITEMS)) await expect(item(page, key as keyof typeof ITEMS).getByRole('link')).toHaveAttribute('href', to);
  expect(await seriousViolations(page, 'checklist', 'section[aria-labelledby="checklist-title"]')).toEqual([]);

  // Society settings and an emergency contact, opened from the checklist.
  await item(page, 'settings').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Society settings' })).toBeVisible();
  await page.getByLabel('Society name').fill('Maple Court');
  await page.getByLabel('Society address').fill('14 Lake Road, Pune 411001');
  await page.getByLabel('Helpline phone').fill('+91 20 4000 5555');
  await page.getByLabel('Support e-mail').fill('office@maplecourt.example.in');
  await page.getByRole('button', { name: 'Add a contact' }).click();
  const contact = page.getByRole('listitem', { name: 'Emergency contacts 1' });
  await contact.getByLabel('Name').fill('Main gate security');
  await contact.getByLabel('Phone').fill('+91 20 4000 5556');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved. Every page shows them now.')).toBeVisible();

  // An apartment, then its blocks and flats from a CSV: a bad file is refused line by line, nothing written.
  await adminNav(page).getByRole('link', { name: 'Apartments' }).click();
  await page.getByLabel('Apartment name').fill('Maple Court');
  await page.getByRole('button', { name: 'Add apartment' }).click();
  await expect(page.getByLabel('Name of Maple Court')).toBeVisible();
  const importer = page.getByRole('region', { name: 'Import blocks and flats' });
  await expect(importer.getByLabel('Apartment')).toHaveValue(/\d+/);
  await importer.getByLabel('Or paste the rows').fill('block,flat\nTower A,101\nTower A,\nTower B,201,extra\n');
  await importer.getByRole('button', { name: 'Check the rows' }).click();
  await expect(importer.getByRole('heading', { name: 'Some rows have problems; nothing was imported. Fix them and import again.' })).toBeFocused();
  const bad = importer.getByRole('list', { name: 'Rows with errors' });
  await expect(bad.getByRole('listitem')).toHaveText(['Line 3: Enter the flat number.', 'Line 4: Each row needs two values: block,flat']);

  // The file as the society keeps it: a preview first, then the import and its summary.
  await importer.getByLabel('CSV file').setInputFiles({
    name: 'flats.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('block,flat\r\nTower A,101\r\nTower A,102\r\n"Tower B",G-1\r\ntower a,101\r\n'),
  });
  await expect(importer.getByText('Read from flats.csv; you can correct the rows below.')).toBeVisible();
  await expect(importer.getByRole('list', { name: 'Rows with errors' })).toHaveCount(0);
  await importer.getByRole('button', { name: 'Check the rows' }).click();
  await expect(importer.getByRole('heading', { name: 'Preview: nothing is saved yet' })).toBeFocused();
  const figure = (label: string) =>
    importer
      .locator('dl > div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(figure('Rows read')).toHaveText('4');
  await expect(figure('New blocks')).toHaveText('2');
  await expect(figure('New flats')).toHaveText('3');
  await expect(importer.getByRole('row', { name: '5 tower a 101 Already there' })).toBeVisible();
  await expect(importer.getByRole('row', { name: '4 Tower B G-1 New' })).toBeVisible();
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await snap(page, 'go-live', `flats-preview-${label}`);
  }
  expect(await seriousViolations(page, 'flats import', 'section[aria-labelledby="flats-import-title"]')).toEqual([]);
  await importer.getByRole('button', { name: 'Import the new flats' }).click();
  await expect(importer.getByRole('heading', { name: 'Import finished' })).toBeFocused();
  await expect(figure('Blocks added')).toHaveText('2');
  await expect(figure('Flats added')).toHaveText('3');
  await expect(figure('Skipped (already there)')).toHaveText('1');
  await expect(figure('Errors')).toHaveText('0');
  await snap(page, 'go-live', 'flats-imported');

  // The starter categories in one click, then a home-help choice of the admin's own.
  await adminNav(page).getByRole('link', { name: 'Categories' }).click();
  await page.getByRole('button', { name: 'Add starter categories' }).click();
  // The first click draws about 25 icons with sharp: over 8 s on CI's two cores beside two other browser workers.
  await expect(page.getByRole('status').filter({ hasText: /^Added \d+ starter categories\.$/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Home help: Maid')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Tiffin Service' }).click();
  await page.getByLabel('Supplies home help').selectOption({ label: 'Cook' });
  await page.getByRole('button', { name: 'Update category' }).click();
  await expect(page.getByText('Category updated successfully!')).toBeVisible();
  await expect(page.getByText('Home help: Cook')).toHaveCount(2);

  // A banner.
  await adminNav(page).getByRole('link', { name: 'Banners' }).click();
  await page.getByLabel('Title').fill('Welcome to Maple Court');
  await page.getByLabel('Description').fill('Find trusted help in the neighbourhood');
  await page.getByLabel('Expiry date').fill('2099-12-31');
  await page.locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await picture('Welcome', 200, 1600, 533) });
  await expect(page.getByText(/Image compressed/)).toBeVisible();
  await page.getByRole('button', { name: 'Create banner' }).click();
  await expect(page.getByText('Banner created successfully!')).toBeVisible();

  // The About, FAQ and Contact pages.
  await adminNav(page).getByRole('link', { name: 'CMS pages' }).click();
  // The list has loaded (a form typed into before that may be laid out again).
  await expect(page.getByText('No pages yet. Create the first one with the form.')).toBeVisible();
  for (const [title, slug, text] of [
    ['About us', 'about-us', 'Maple Court is home to 120 families.'],
    ['FAQ', 'faq', 'Ask the office about parking stickers.'],
    ['Contact us', 'contact-us', 'The office is open 9 to 5 on weekdays.'],
  ] as const) {
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await expect(page.getByLabel('Page link')).toHaveValue(slug);
    await page.getByRole('textbox', { name: 'Content', exact: true }).click();
    await page.keyboard.type(text);
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: slug })).toBeVisible();
  }

  // The first resident signs in; back on the dashboard the checklist reads complete.
  const residentAuth = await devSignIn('Nisha Rao', 'nisha@maplecourt.example.in');
  await adminNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(checklist.getByText('All done: the portal is ready for residents.')).toBeVisible();
  await expectTicked(page, Object.keys(ITEMS) as Array<keyof typeof ITEMS>);
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await snap(page, 'go-live', `checklist-complete-${label}`);
  }

  // The resident asks to join an imported flat and completes the profile.
  const context = await browser.newContext();
  const resident = await context.newPage();
  await useSession(resident, residentAuth);
  await resident.goto(`${server.url}/profile`);
  const join = resident.locator('form').filter({ hasText: 'Join your apartment' });
  await join.getByLabel('Apartment').selectOption({ label: 'Maple Court' });
  await join.getByLabel('Block or tower').selectOption({ label: 'Tower A' });
  await expect(join.getByLabel('Flat').locator('option')).toHaveText(['Choose your flat', '101', '102']);
  await join.getByLabel('Flat').selectOption({ label: '102' });
  await join.getByRole('button', { name: 'Ask to join' }).click();
  await expect(resident.getByText('Your request to join flat 102, Tower A, Maple Court is waiting for the admin.')).toBeVisible();
  await resident.getByLabel('Phone number').fill('9876501234');
  await resident.getByLabel('Apartment').first().selectOption({ label: 'Maple Court' });
  await resident.getByLabel('Block / Flat number').fill('Tower A-102');
  await resident.getByLabel('Pincode').fill('411001');
  await resident.getByLabel('City', { exact: true }).fill('Pune');
  await resident.getByRole('button', { name: 'Save profile' }).click();
  await expect(resident.getByText('Profile updated successfully!')).toBeVisible();
  // Saved, the profile goes on to the home page.

  // The society's details: the SOS panel and the footer, Contact us under the admin's own page, the empty result.
  await expect(resident.getByRole('heading', { name: 'Welcome to Maple Court' })).toBeVisible();
  await resident.getByRole('button', { name: /SOS/ }).click();
  const panel = resident.locator('#sos-panel');
  await expect(panel.getByRole('link', { name: 'Call Main gate security on +91 20 4000 5556' })).toHaveAttribute('href', 'tel:+912040005556');
  await panel.getByRole('button', { name: 'Close emergency contacts' }).click();
  const footer = resident.getByRole('contentinfo');
  await expect(footer.getByText('Maple Court, 14 Lake Road, Pune 411001')).toBeVisible();
  await expect(footer.getByRole('link', { name: '+91 20 4000 5555' })).toHaveAttribute('href', 'tel:+912040005555');
  await footer.getByRole('link', { name: 'Contact us' }).click();
  const main = resident.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(main.getByText('The office is open 9 to 5 on weekdays.')).toBeVisible();
  await expect(main.getByRole('link', { name: '+91 20 4000 5555' })).toHaveAttribute('href', 'tel:+912040005555');
  await expect(main.getByRole('link', { name: 'office@maplecourt.example.in' })).toHaveAttribute('href', 'mailto:office@maplecourt.example.in');
  await expect(main.getByText('Maple Court, 14 Lake Road, Pune 411001')).toBeVisible();
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await resident.setViewportSize(viewport);
    await snap(resident, 'go-live', `contact-us-${label}`);
  }
  await resident.goto(`${server.url}/search/search_term/snake%20charmer`);
  await expect(resident.getByRole('link', { name: 'Call Admin' })).toHaveAttribute('href', 'tel:+912040005555');
  await expect(resident.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', 'mailto:office@maplecourt.example.in');
  await context.close();
});

/** The hand-made set-up's refusals and edits, and a provider registered in what the admin made. */
test('on the shared portal an admin adds categories, a banner and a page by hand; a resident registers a provider', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueWord('Go');
  const apartment = `${tag} Towers`;
  const mainName = `${tag} Home Care`;
  const subName = `${tag} Plumbing`;
  const bannerTitle = `${tag} Monsoon offers`;
  const pageTitle = `${tag} Parking Rules`;

  const admin = await signUp(request, { name: 'Admin Tester', email: ADMIN_EMAIL });
  expect(admin.user.isadmin).toBe(true);
  await useSession(page, admin);

  // Apartment.
  await page.goto('/admin/apartments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apartments');
  await page.getByLabel('Apartment name').fill(apartment);
  await page.getByRole('button', { name: 'Add apartment' }).click();
  await expect(page.getByText('Apartment added.')).toBeVisible();
  await expect(page.getByLabel(`Name of ${apartment}`)).toBeVisible();

  // Main category, then a sub category under it.
  await page.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await page.getByLabel('Name').fill(mainName);
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText('Category created successfully!')).toBeVisible();
  await expect(page.getByLabel('Main category').locator('option', { hasText: mainName })).toBeAttached();
  await page.getByLabel('Name').fill(subName);
  await page.getByLabel('Main category').selectOption({ label: mainName });
  await page.getByLabel('Module link (module_url)').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText('Enter a path starting with / or an http(s) address.').first()).toBeVisible();
  await page.getByLabel('Module link (module_url)').fill('');
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText('Category created successfully!').first()).toBeVisible();
  await expect(page.getByRole('list', { name: `Sub categories of ${mainName}` }).getByText(subName)).toBeVisible();

  // Banner: title and expiry are required; the image is compressed in the browser.
  await page.getByRole('link', { name: 'Banners' }).click();
  await expect(page).toHaveURL(/\/banner\/create$/);
  await page.getByRole('button', { name: 'Create banner' }).click();
  await expect(page.getByText('Title is required.')).toBeVisible();
  await expect(page.getByText('Expiry date is required.')).toBeVisible();
  await page.getByLabel('Title').fill(bannerTitle);
  await page.getByLabel('Description').fill('Up to 20% off on repairs');
  await page.getByLabel('Expiry date').fill('2099-12-31');
  await page.locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await picture('Monsoon', 200, 1600, 533) });
  await expect(page.getByText(/Image compressed/)).toBeVisible();
  await page.getByRole('button', { name: 'Create banner' }).click();
  await expect(page.getByText('Banner created successfully!')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: bannerTitle });
  await expect(card.getByText('Active')).toBeVisible();

  // Edit goes back to /banner/create with the update text.
  await card.getByRole('link', { name: `Edit ${bannerTitle}` }).click();
  await expect(page).toHaveURL(/\/banner\/edit\/\d+$/);
  await expect(page.getByLabel('Title')).toHaveValue(bannerTitle);
  await page.getByLabel('Description').fill('Up to 25% off on repairs');
  await page.getByRole('button', { name: 'Update banner' }).click();
  await expect(page.getByText('Banner updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/banner\/create$/);

  // CMS page.
  await page.goto('/admin/cms');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(pageTitle);
  await expect(page.getByLabel('Page link')).toHaveValue(`${tag.toLowerCase()}-parking-rules`);
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByText('Content is required.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Content', exact: true }).click();
  await page.keyboard.type('Visitors park in the basement.');
  await expect(page.getByText('30/2000')).toBeVisible();
  await page.getByLabel('Meta description').fill('Where visitors may park');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByText('Page created successfully.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: pageTitle });
  await expect(row).toBeVisible();
  const slug = `${tag.toLowerCase()}-parking-rules`;
  await expect(row.getByRole('link', { name: slug })).toHaveAttribute('href', `/cms/${slug}`);

  // The resident.
  const context = await browser.newContext({ baseURL });
  const resident = await context.newPage();
  const auth = await signUp(request, { name: 'Nisha Rao' });
  await useSession(resident, auth);
  await resident.goto('/profile');
  await resident.getByLabel('Phone number').fill('9876543210');
  await resident.getByLabel('Apartment').first().selectOption({ label: apartment });
  await resident.getByLabel('Block / Flat number').fill('B-12');
  await resident.getByLabel('Pincode').fill('560034');
  await resident.getByLabel('City', { exact: true }).fill('Bengaluru');
  await resident.getByRole('button', { name: 'Save profile' }).click();
  await expect(resident.getByText('Profile updated successfully!')).toBeVisible();

  await resident.goto('/createcard');
  await resident.getByRole('textbox', { name: 'Name', exact: true }).fill(`${tag} Nisha Plumbing`);
  await resident.getByLabel('Main Category').selectOption({ label: mainName });
  await resident.getByLabel('Sub Category').selectOption({ label: subName });
  await resident.getByLabel('Phone Number').fill('9876501234');
  await resident.locator('input[type=file]').setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: await picture('Shop', 30) });
  await expect(resident.getByText(/Image compressed|original image will be uploaded/)).toBeVisible();
  await resident.getByRole('button', { name: 'Register' }).click();
  await expect(resident.getByText('Service provider added successfully!')).toBeVisible();
  await expect(resident).toHaveURL(/\/details\/\d+$/);

  // The quick enquiry opened from the provider page names its service.
  await openHelp(resident, 'Request a service');
  await expect(resident.getByRole('dialog').getByLabel('Service')).toHaveValue(subName);
  await resident.keyboard.press('Escape');

  await resident.goto('/');
  await expect(resident.getByRole('heading', { name: bannerTitle })).toBeVisible();

  await resident.goto(`/cms/${slug}`);
  await expect(resident.getByRole('heading', { level: 1 })).toHaveText(pageTitle);
  await expect(resident.getByText('Visitors park in the basement.')).toBeVisible();
  await expect(resident.locator('meta[name="description"]')).toHaveAttribute('content', 'Where visitors may park');
  await expect(resident).toHaveTitle(new RegExp(`^${pageTitle} \\|`));
  await resident.goto('/cms/no-such-page');
  await expect(resident.getByText('The requested page could not be found.')).toBeVisible();
  await context.close();
});
