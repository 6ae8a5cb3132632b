import { test } from '../support/test';
import { focusByKeyboard } from '../support/focus';
import { file, picture } from '../support/listings';
import { snap, WIDTHS } from '../support/screenshots';
import { signUpAdmin, signUpWithProfile, useSession } from '../support/session';

/** The one single-picture field and the one several-pictures field, each with the keyboard's focus on its button. */
for (const [label, viewport] of Object.entries(WIDTHS)) {
  test(`image pickers at ${viewport.width} px`, async ({ browser, page, request }) => {
    await page.setViewportSize(viewport);
    await useSession(page, await signUpWithProfile(request, { name: 'Kavya Menon' }));

    await page.goto('/profile');
    await focusByKeyboard(page, page.getByLabel('Change picture'));
    await snap(page, 'images', `profile-picture-focused-${label}`);

    await page.goto('/cloud-kitchen/create-kitchen');
    const add = page.getByLabel('Add photos');
    await add.setInputFiles([file('thali.png', await picture('Thali', 30, 'png')), file('chaas.jpg', await picture('Chaas', 90))]);
    await page.getByRole('img', { name: 'New photo 2: chaas.jpg' }).waitFor();
    await focusByKeyboard(page, add, page.getByLabel('Your story'));
    await snap(page, 'images', `kitchen-photos-focused-${label}`);

    const admin = await browser.newPage({ viewport });
    await useSession(admin, await signUpAdmin(request));
    await admin.goto('/banner/create');
    await admin.getByLabel('Banner image').setInputFiles(file('sale.jpg', await picture('Sale', 200, 'jpeg', 1500, 500)));
    await admin.getByRole('img', { name: 'Banner image preview' }).waitFor();
    await snap(admin, 'images', `banner-image-${label}`);
    await admin.close();
  });
}
