import { expect, test } from '../../support/test';
import { openHelp } from '../../support/help';

test.beforeEach(async ({ page }) => {
  await page.goto('/home');
  await openHelp(page, 'Send feedback');
  await expect(page.getByRole('dialog', { name: 'Feedback Form' })).toBeVisible();
});

test('feedback shows each message once a field is touched, counts characters and sends', async ({ page, request }) => {
  const dialog = page.getByRole('dialog', { name: 'Feedback Form' });
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(dialog.getByText('Name is required.')).toHaveCount(0);

  await dialog.getByLabel('Name').focus();
  await dialog.getByLabel('Email').focus();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Message').focus();
  await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
  await dialog.getByLabel('Message').fill('too short');
  await dialog.getByLabel('Name').focus();
  await expect(dialog.getByText('Message must be at least 10 characters.')).toBeVisible();
  await expect(dialog.getByText('9/500')).toBeVisible();

  // An invalid submit explains itself (the button is aria-disabled, but a person can still press it).
  await submit.click({ force: true });
  await expect(page.getByText('Please fill all required fields correctly.')).toBeVisible();

  await dialog.getByLabel('Message').fill('x'.repeat(600));
  await expect(dialog.getByText('500/500')).toBeVisible();

  // Hovering previews stars; clicking sets the rating.
  const stars = dialog.getByRole('radiogroup', { name: 'Rating' });
  await stars.getByRole('radio', { name: '4 stars' }).hover();
  await expect(stars.locator('[data-filled="true"]')).toHaveCount(4);
  await stars.getByRole('radio', { name: '3 stars' }).click();
  await page.mouse.move(0, 0);
  await expect(stars.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
  await expect(stars.locator('[data-filled="true"]')).toHaveCount(3);

  const message = `The car-pool board saved my commute ${Date.now()}`;
  await dialog.getByLabel('Name').fill('Kavya');
  await dialog.getByLabel('Email').fill('kavya@example.com');
  await dialog.getByLabel('Message').fill(message);
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
  await submit.click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Admins can read it.
  const admin = await (await request.post('/api/auth/dev-login', { data: { email: 'admin@e2e.padosi.in', name: 'Admin' } })).json();
  const list = await (await request.get('/api/feedback?pageSize=50', { headers: { authorization: `Bearer ${admin.token}` } })).json();
  expect(list.items.find((f: { message: string }) => f.message === message)).toMatchObject({ name: 'Kavya', rating: 3 });
});

test('a failed send keeps the form and says so', async ({ page }) => {
  await page.route('**/api/feedback', (route) => route.abort());
  const dialog = page.getByRole('dialog', { name: 'Feedback Form' });
  await dialog.getByLabel('Name').fill('Kavya');
  await dialog.getByLabel('Email').fill('kavya@example.com');
  await dialog.getByLabel('Message').fill('This message will not arrive.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Failed to submit feedback. Please try again.')).toBeVisible();
  await expect(dialog.getByLabel('Message')).toHaveValue('This message will not arrive.');
});
