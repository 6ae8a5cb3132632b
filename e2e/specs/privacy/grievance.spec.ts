import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import { snap } from '../../support/screenshots';
import { signUpAdmin, signUpWithProfile, uniqueEmail, useSession } from '../../support/session';

test.use({ viewport: { width: 390, height: 844 } });

test('a resident raises a request at the grievance desk, the officer answers and closes it, the resident reads the answer', async ({
  page,
  browser,
  request,
}) => {
  const resident = await signUpWithProfile(request, { name: 'Farah Khan', email: uniqueEmail('grievance') });
  const admin = await signUpAdmin(request);

  // From the profile's "Your data" card to the desk.
  await useSession(page, resident);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Write to the grievance officer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grievance desk' })).toBeVisible();

  // The form refuses an empty request with the shared schema's messages, then sends.
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Choose what your request is about.')).toBeVisible();
  await page.getByLabel('What is it about?').selectOption({ label: 'Correct my data' });
  await page.getByRole('textbox', { name: 'Your request' }).fill('My flat is shown as A-110; it is A-101.');
  expect(await seriousViolations(page, 'grievance desk')).toEqual([]);
  await page.getByRole('button', { name: 'Send request' }).click();
  const received = page.getByRole('status').filter({ hasText: /Your request G-\d+ has been received/ });
  await expect(received).toBeVisible();
  const ref = /G-\d+/.exec((await received.textContent()) ?? '')![0];
  const mine = page.getByRole('article').filter({ hasText: ref });
  await expect(mine.getByText('Waiting for an answer')).toBeVisible();
  await snap(page, 'privacy', 'grievance-desk');

  // The officer's queue: the request with its deadline; the answer closes it.
  const officer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await useSession(officer, admin);
  await officer.goto('/admin/grievances');
  const item = officer.getByRole('listitem').filter({ has: officer.getByRole('heading', { name: `${ref}: Correction` }) });
  await expect(item.getByText('Answer by')).toBeVisible();
  await item.getByLabel('Your answer').fill('Corrected to A-101. Thank you for telling us.');
  await item.getByLabel('Close the request with this answer').check();
  expect(await seriousViolations(officer, 'grievance queue')).toEqual([]);
  await snap(officer, 'privacy', 'grievance-queue');
  await item.getByRole('button', { name: 'Send answer' }).click();
  await expect(officer.getByText('The request is closed.')).toBeVisible();
  await expect(officer.getByRole('heading', { name: `${ref}: Correction` })).toHaveCount(0);
  await officer.close();

  // The resident reads the answer on the desk.
  await page.reload();
  const answered = page.getByRole('article').filter({ hasText: ref });
  await expect(answered.getByText('Closed')).toBeVisible();
  await expect(answered.getByText('Corrected to A-101. Thank you for telling us.')).toBeVisible();
});

test('a visitor must give a name and e-mail to raise a request', async ({ page }) => {
  await page.goto('/grievance');
  await page.getByLabel('What is it about?').selectOption({ label: 'Erase my data' });
  await page.getByRole('textbox', { name: 'Your request' }).fill('Please erase everything about my phone number.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await page.getByLabel('Your name').fill('Visiting Person');
  await page.getByLabel('Your e-mail').fill(uniqueEmail('visitor'));
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status').filter({ hasText: /has been received/ })).toBeVisible();
});
