import { test } from '../support/test';
import { makeMaidProvider, postRequest } from '../support/carpool-data';
import { signUp, signUpAdmin, signUpWithProfile, useSession } from '../support/session';
import type { Page } from '@playwright/test';
import { snap as save, WIDTHS } from '../support/screenshots';

/** From the top of the page, so the sticky header sits where a person sees it. */
async function snap(page: Page, feature: string, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await save(page, feature, name);
}

for (const [label, viewport] of Object.entries(WIDTHS)) {
  test(`home-help screens at ${viewport.width} px`, async ({ browser, page, request }) => {
    const admin = await signUpAdmin(request);
    const resident = await signUpWithProfile(request, { name: 'Ananya Reddy' });
    const providerId = await makeMaidProvider(request, admin, await signUp(request, { name: 'Provider Owner' }), 'Lakshmi Devi');
    const ids: number[] = [];
    const notes = [
      'Sweeping and mopping, six days a week.',
      'South Indian vegetarian cooking for four.',
      'Deep cleaning before Diwali.',
      'Breakfast and lunch on weekdays.',
    ];
    for (let i = 0; i < 4; i++)
      ids.push(
        await postRequest(request, resident, {
          service_type: ['Maid', 'Cook', 'Both', 'Cook'][i],
          description: notes[i],
          request_time: ['07:00', '09:30', '11:00', '06:30'][i],
        }),
      );
    const headers = { authorization: `Bearer ${admin.token}` };
    await request.put(`/api/home-help/${ids[0]}`, { headers, data: { status: 'In Progress', provider_id: providerId } });
    await request.put(`/api/home-help/${ids[2]}`, { headers, data: { status: 'Completed', provider_id: providerId } });
    await request.put(`/api/home-help/${ids[3]}`, { headers, data: { status: 'Cancelled' } });

    await useSession(page, resident);
    await page.setViewportSize(viewport);
    await page.goto('/home-help');
    await page.getByRole('button', { name: new RegExp(`details for request ${ids[0]}$`, 'i') }).click();
    await snap(page, 'home-help', `my-requests-${label}`);
    await page.goto(`/home-help/details/${ids[2]}`);
    await page.getByRole('heading', { name: 'Status history' }).waitFor();
    await snap(page, 'home-help', `request-details-${label}`);
    await page.goto('/home-help/create');
    await page.getByText('Cleaning and washing').click();
    await snap(page, 'home-help', `request-form-${label}`);

    const adminPage = await browser.newPage({ viewport });
    await useSession(adminPage, admin);
    await adminPage.goto('/home-help');
    await adminPage.getByRole('button', { name: new RegExp(`details for request ${ids[1]}$`, 'i') }).click();
    await adminPage.getByLabel('Provider').last().waitFor();
    await snap(adminPage, 'home-help', `admin-requests-${label}`);
    await adminPage.close();
  });
}
