import { expect, test } from '../../support/test';
import { baseURL } from '../../playwright.config';
import { snap, WIDTHS } from '../../support/screenshots';
import { signUpWithProfile, useSession } from '../../support/session';

const kitchenName = `Meera Ki Rasoi ${Date.now() % 100000}`;
const hindi = [{ name: 'lang', value: 'hi', url: baseURL }];

// The home-kitchen main path read in Hindi (issue 23): a cook opens a kitchen with a dish, a neighbour orders
// tomorrow's lunch and sees it in their orders. Kitchen and dish names are the cook's and stay as typed.
test('a cook opens a kitchen and a neighbour orders lunch, all in Hindi', async ({ page, browser, request }) => {
  const cook = await signUpWithProfile(request, { name: 'Meera Shah' });
  const neighbour = await signUpWithProfile(request, { name: 'Ravi Kumar' });
  await page.context().addCookies(hindi);
  await useSession(page, cook);
  await page.setViewportSize(WIDTHS.desktop);

  await page.goto('/cloud-kitchen/create-kitchen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'अपना किचन बनाएँ' })).toBeVisible();
  await page.getByLabel('किचन का नाम').fill(kitchenName);
  await page.getByLabel('आपकी कहानी').fill('Gujarati thalis from Rajkot.');
  await page.getByRole('checkbox', { name: 'गुजराती', exact: true }).check();
  await page.getByRole('textbox', { name: 'लेने की जगह' }).fill('Block C lobby');
  const sunday = page.getByRole('button', { name: 'रवि को दोपहर का खाना' });
  if ((await sunday.getAttribute('aria-pressed')) === 'false') await sunday.click();
  await snap(page, 'kitchens', 'hi-create-kitchen-1280');
  await page.getByRole('button', { name: 'किचन बनाएँ' }).click();

  await expect(page).toHaveURL(/\/cloud-kitchen\/menu$/);
  await page.getByRole('button', { name: 'डिश जोड़ें' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'मेन्यू में डिश जोड़ें' });
  await dialog.getByLabel('डिश का नाम').fill('Gujarati thali');
  await dialog.getByLabel('दाम (₹)').fill('150');
  await dialog.getByLabel('रोज़ की मात्रा').fill('10');
  await dialog.getByRole('button', { name: 'डिश सेव करें' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('रोज़ 10 तक')).toBeVisible();

  const other = await browser.newContext({ viewport: WIDTHS.desktop });
  await other.addCookies(hindi);
  const np = await other.newPage();
  await useSession(np, neighbour);
  await np.goto('/cloud-kitchen/home');
  await expect(np.getByRole('heading', { level: 1, name: 'घर के किचन' })).toBeVisible();
  await snap(np, 'kitchens', 'hi-explore-1280');
  await np.getByRole('link', { name: kitchenName }).click();
  await expect(np.getByRole('heading', { level: 1, name: kitchenName })).toBeVisible();
  await expect(np.getByRole('heading', { name: 'हफ़्ते का मेन्यू' })).toBeVisible();
  await expect(np.getByRole('button', { name: 'कल', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await np.getByRole('button', { name: 'Gujarati thali जोड़ें' }).click();
  await np.getByRole('button', { name: 'एक Gujarati thali और' }).click();
  await np.getByLabel('खाना बनाने वाले के लिए नोट').fill('Less oil please');
  await expect(np.locator('dd').last()).toHaveText('₹300');
  await snap(np, 'kitchens', 'hi-kitchen-checkout-1280');
  await np.setViewportSize(WIDTHS.mobile);
  await snap(np, 'kitchens', 'hi-kitchen-checkout-390');
  await np.getByRole('button', { name: 'ऑर्डर करें' }).click();
  await expect(np.getByRole('heading', { name: 'ऑर्डर हो गया!' })).toBeVisible();

  await np.getByRole('link', { name: 'मेरे ऑर्डर' }).click();
  await expect(np.getByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeVisible();
  const order = np.getByRole('article', { name: /^ऑर्डर KO-\d{6}$/ });
  await expect(order.getByText('ऑर्डर हुआ', { exact: true })).toBeVisible();
  await expect(order).toContainText('दोपहर का खाना');
  await snap(np, 'kitchens', 'hi-my-orders-390');
  await other.close();

  await page.goto('/cloud-kitchen/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'किचन डैशबोर्ड' })).toBeVisible();
  await page.getByRole('button', { name: 'कल', exact: true }).click();
  await expect(page.getByRole('button', { name: /^स्वीकार करें KO-\d{6}$/ })).toBeVisible();
  await snap(page, 'kitchens', 'hi-dashboard-1280');
});
