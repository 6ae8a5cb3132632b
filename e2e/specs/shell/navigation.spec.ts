import { expect, test } from '@playwright/test';

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
  for (const label of ['About us', 'FAQ', 'Careers', 'Blog', 'Help centre', 'Cookies', 'Sitemap', 'Contact us', 'Send an enquiry', 'Terms of Use', 'Privacy Policy']) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(social).toHaveCount(5);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('feedback is a left-edge tab at 992 px and narrower; the pop-up cross hides above 1024 px', async ({ page }) => {
  await page.setViewportSize({ width: 992, height: 800 });
  await page.goto('/home');
  const feedback = page.getByTestId('feedback-button');
  expect((await feedback.boundingBox())!.x).toBe(0);
  await expect(page.getByRole('button', { name: 'Close enquiry pop-up' })).toBeVisible();

  await page.setViewportSize({ width: 1100, height: 800 });
  const box = (await feedback.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(900);
  await expect(page.getByRole('button', { name: 'Close enquiry pop-up' })).toBeHidden();
  await expect(page.getByTestId('enquiry-popup')).toBeVisible();

  await page.setViewportSize({ width: 800, height: 800 });
  await page.getByRole('button', { name: 'Close enquiry pop-up' }).click();
  await expect(page.getByTestId('enquiry-popup')).toBeHidden();
});
