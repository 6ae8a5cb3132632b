import { expect, test } from '../../support/test';
import { openHelp } from '../../support/help';

test('unknown paths go home; every page has a title and one h1', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1')).toHaveCount(1);
  for (const path of ['/home', '/login', '/terms-policy', '/about-us', '/faq', '/sitemap']) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(/Padosi/);
  }
});

test('terms and privacy are tabs; /terms and /privacy open the matching tab', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Data we collect')).toBeVisible();
  await page.getByRole('tab', { name: 'Terms of Use' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByText('You must be at least 13 years old to use Padosi.')).toBeVisible();
  await expect(page.getByText(/fake listings/)).toBeVisible();
  await expect(page.getByText(/harassment/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Limited liability' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await page.goto('/terms-policy');
  await expect(page.getByRole('tab', { name: 'Terms of Use' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Grievance officer' })).toBeVisible();
});

test('the footer carries the name, tagline, 2025-26 copyright, the links and social links in new tabs', async ({ page }) => {
  await page.goto('/home');
  const footer = page.locator('footer');
  await expect(footer.getByText('connecting communities, empowering people', { exact: false })).toBeVisible();
  await expect(footer.getByText(/© 2025-26 Padosi/)).toBeVisible();
  await expect(footer.getByText(/Designed/)).toBeVisible();
  for (const label of [
    'About us',
    'FAQ',
    'Careers',
    'Blog',
    'Help centre',
    'Cookies',
    'Sitemap',
    'Contact us',
    'Send an enquiry',
    'Terms of Use',
    'Privacy Policy',
  ]) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(social).toHaveCount(5);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('one Help button offers the enquiry and feedback; the service prompt closes at every width, for the visit', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/home');
    await openHelp(page, 'Send feedback');
    await expect(page.getByRole('dialog', { name: 'Feedback Form' })).toBeVisible();
    await page.keyboard.press('Escape');
    await openHelp(page, 'Request a service');
    await expect(page.getByRole('dialog', { name: 'Quick Service Enquiry' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Neither the old chat button nor the Feedback tab floats over the page any more.
    await expect(page.getByRole('button', { name: 'Quick service enquiry' })).toHaveCount(0);
    await expect(page.getByTestId('feedback-button')).toHaveCount(0);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  const prompt = page.getByTestId('enquiry-popup');
  // The home page has its own enquiry form, so the strip stays off it.
  await expect(prompt).toHaveCount(0);
  await page.goto('/rentals');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: /Need a service\?/ }).click();
  await expect(page.getByRole('dialog', { name: 'Quick Service Enquiry' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Close enquiry pop-up' }).click();
  await expect(prompt).toBeHidden();
  await page.goto('/ads');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toBeHidden();
});

test('the home page carries one enquiry form at each width: beside the tiles on large screens, below them otherwise', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Quick Service Enquiry' }).filter({ visible: true })).toHaveCount(1);
  }
});
