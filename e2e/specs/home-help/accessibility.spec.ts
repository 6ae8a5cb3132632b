import type { Page } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/test';
import { postRequest, uniquePlace } from '../../support/carpool-data';
import { signUpAdmin, signUpWithProfile, useSession } from '../../support/session';

/** After the page's requests have settled (late lists and images are part of what axe checks). */
async function settledViolations(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  return seriousViolations(page, label);
}

for (const width of [390, 1280]) {
  test(`the home-help pages pass axe at ${width} px, expanded rows and admin controls included`, async ({ browser, page, request }) => {
    test.setTimeout(90_000); // axe on several pages, on a busy machine
    await page.setViewportSize({ width, height: 900 });
    const resident = await signUpWithProfile(request, { name: 'Axe Resident' });
    const address = uniquePlace('Flat 12, Palm Grove');
    const id = await postRequest(request, resident, { service_type: 'Both', description: 'Cleaning and lunch.', address });
    await useSession(page, resident);
    const found: string[] = [];
    await page.goto('/home-help');
    await page.getByRole('button', { name: new RegExp(`details for request ${id}$`, 'i') }).click();
    found.push(...(await settledViolations(page, 'my requests')));
    await page.goto(`/home-help/details/${id}`);
    await page.getByRole('heading', { name: 'Status history' }).waitFor();
    found.push(...(await settledViolations(page, 'details')));
    await page.goto(`/home-help/edit/${id}`);
    await page.getByLabel('Description').waitFor();
    found.push(...(await settledViolations(page, 'form')));

    // axe needs a page of its own context.
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const admin = await context.newPage();
    await useSession(admin, await signUpAdmin(request));
    // Other tests add requests meanwhile; the address filter finds this one whatever page it would be on.
    await admin.goto(`/home-help?address=${encodeURIComponent(address)}`);
    await admin.getByRole('button', { name: new RegExp(`details for request ${id}$`, 'i') }).click();
    await admin.getByText('Admin', { exact: true }).first().waitFor();
    found.push(...(await settledViolations(admin, 'admin list')));
    await context.close();
    expect(found).toEqual([]);
  });
}
