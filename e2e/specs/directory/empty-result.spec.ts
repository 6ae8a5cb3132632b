import { expect, test } from '../../support/test';

test('a search without results shows the No Service Providers Found card with the admin contacts', async ({ page, request }) => {
  const config = await (await request.get('/api/config')).json();
  await page.goto('/search/search_term/qqxxzzyyvvkk');
  await expect(page.getByRole('heading', { name: 'No Service Providers Found' })).toBeVisible();
  await expect(page.getByText('Need quick help? Reach our Admin Team instantly via call, WhatsApp, or email')).toBeVisible();
  const digits = config.helplinePhone.replace(/\D/g, '');
  await expect(page.getByRole('link', { name: 'Call Admin' })).toHaveAttribute('href', `tel:${config.helplinePhone.replace(/[^\d+]/g, '')}`);
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${digits.length === 10 ? `91${digits}` : digits}`),
  );
  await expect(page.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', `mailto:${config.supportEmail}`);
});
