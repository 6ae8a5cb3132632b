import type { Page } from '@playwright/test';

/** Opens one of the header's Help choices: the quick service enquiry or the feedback form. */
export async function openHelp(page: Page, choice: 'Request a service' | 'Send feedback') {
  await page.getByRole('banner').getByRole('button', { name: 'Help' }).click();
  await page.locator('#help-menu').getByRole('button', { name: choice }).click();
}
