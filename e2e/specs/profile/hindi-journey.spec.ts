import { ensureApartment, uniqueEmail } from '../../support/session';
import { appReady, expect, test } from '../../support/test';

// Sign-in and profile in Hindi (issue 23): the choice made on /login before signing in survives the sign-in, the
// profile form, a reload, and signing out and in again; the account keeps it.
test('a visitor switches to Hindi on /login, signs in, fills the profile, and stays in Hindi after a reload and a new sign-in', async ({ page, request }) => {
  await ensureApartment(request, 'E2E Residency');
  const email = uniqueEmail('hindi');

  await page.goto('/login');
  await page.getByRole('button', { name: 'Change language to हिन्दी' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Padosi में लॉग इन करें');
  await expect(page).toHaveTitle('लॉग इन | Padosi');

  const signIn = async () => {
    await page.getByLabel('नाम').fill('कमला देवी');
    await page.getByLabel('ईमेल').fill(email);
    await page.getByRole('button', { name: 'लॉग इन करें (डेवलपमेंट)' }).click();
    await expect(page.getByText('Padosi में आपका स्वागत है!')).toBeVisible();
  };
  await signIn();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page).toHaveTitle('मेरी प्रोफ़ाइल | Padosi');

  // The shared schema's messages, in Hindi.
  await page.getByLabel('फ़ोन नंबर').fill('12345');
  await page.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }).click();
  await expect(page.getByText('यह सही भारतीय फ़ोन नंबर नहीं है।')).toBeVisible();
  await expect(page.getByText('अपार्टमेंट चुनना ज़रूरी है।')).toBeVisible();

  await page.getByLabel('फ़ोन नंबर').fill('9876543210');
  await page.getByLabel('अपार्टमेंट').first().selectOption({ label: 'E2E Residency' });
  await page.getByLabel('ब्लॉक / फ़्लैट नंबर').fill('B-204');
  await page.getByRole('button', { name: 'प्रोफ़ाइल सेव करें' }).click();
  await expect(page.getByText('प्रोफ़ाइल अपडेट हो गई!')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // The account keeps the choice made before signing in (pushes go out in it).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me.json()).user).toMatchObject({ language: 'hi' });

  await page.getByRole('button', { name: 'खाता मेन्यू' }).click();
  await page.getByRole('button', { name: 'लॉग आउट', exact: true }).click();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await signIn();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', { name: 'किराए पर' }).first()).toBeVisible();
});
