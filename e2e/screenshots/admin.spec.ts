import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { makeCategories, makeProvider, picture } from '../support/directory';
import { snap as save, WIDTHS } from '../support/screenshots';
import { signUp, signUpAdmin, signUpWithProfile, useSession } from '../support/session';

async function snap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  await save(page, 'admin', name);
}

test('admin, CMS and banner screens at 390 and 1280 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await signUpAdmin(request);
  const headers = { authorization: `Bearer ${admin.token}` };
  const { main, subs } = await makeCategories(request, 'Home Services', ['Plumber', 'Electrician', 'Carpenter']);
  await makeCategories(request, 'Health', ['Yoga', 'Physiotherapy']);
  for (const name of ['Lake View Residency', 'Palm Grove Towers']) await request.post('/api/apartments', { headers, data: { name } });
  const owner = await signUpWithProfile(request, { name: 'Ravi Kumar' });
  const reported = await makeProvider(request, owner, { name: 'Ravi Plumbing Works', parent_id: main.id, service_type: subs[0]!.id });
  await makeProvider(request, owner, { name: 'Bright Sparks Electricals', parent_id: main.id, service_type: subs[1]!.id });
  const meera = await signUp(request, { name: 'Meera Joshi' });
  await request.post('/api/reports', {
    headers: { authorization: `Bearer ${meera.token}` },
    data: { item_type: 'provider', item_id: reported, reason: 'The phone number belongs to someone else.' },
  });
  await request.post('/api/enquiries', {
    data: { name: 'Asha Verma', phone: '9876500011', service: 'Plumber', requirement: 'Kitchen tap leaks', source: 'home' },
  });
  await request.post('/api/feedback', { data: { name: 'Imran Khan', email: 'imran@example.in', message: 'Found a great electrician here.', rating: 5 } });
  await request.post('/api/homecards/create', {
    headers,
    multipart: {
      title: 'Quick Maid',
      subtitle: 'Help at home within a day',
      link: '/home-help',
      priority: '1',
      image: { name: 'c.png', mimeType: 'image/png', buffer: await picture('Maid', 150, 800, 600) },
    },
  });
  await request.post('/api/testimonials/create', {
    headers,
    multipart: { name: 'Priya Iyer', designation: 'Resident, Green Meadows', comments: 'Found a reliable maid within a day.', rating: '5' },
  });
  const bannerIds: number[] = [];
  for (const [title, hue, expire] of [
    ['Monsoon repair week', 200, '2099-12-31'],
    ['Diwali bazaar', 30, '2099-11-01'],
    ['Summer camp', 120, '2020-01-01'],
  ] as const) {
    const created = await request.post('/api/banners/create', {
      headers,
      multipart: {
        data: JSON.stringify({ title, description: 'Offers from neighbours and local shops.', expire_date: expire }),
        image: { name: 'b.png', mimeType: 'image/png', buffer: await picture(title, hue, 1200, 400) },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    bannerIds.push(((await created.json()) as { id: number }).id);
  }
  await request.post('/api/cms', {
    headers,
    multipart: {
      title: 'Parking rules',
      content:
        '<h3>Visitors</h3><p>Visitors park in the <strong>basement</strong>, levels B1 and B2.</p><ul><li>No parking in fire lanes.</li><li>Two-wheelers near gate 2.</li></ul>',
      meta_description: 'Where residents and visitors may park',
      banner_image: { name: 'p.png', mimeType: 'image/png', buffer: await picture('Parking', 260, 1200, 400) },
    },
  });
  await request.post('/api/cms', {
    headers,
    multipart: { title: 'About us', slug: 'about-us', content: '<p>Padosi connects neighbours.</p>', status: 'inactive' },
  });

  await useSession(page, admin);
  const screens: Array<[string, string]> = [
    ['dashboard', '/admin'],
    ['categories', '/admin/categories'],
    ['home-cards', '/admin/home-cards'],
    ['apartments', '/admin/apartments'],
    ['providers', '/admin/providers'],
    ['reports', '/admin/reports'],
    ['enquiries', '/admin/enquiries'],
    ['feedback', '/admin/feedback'],
    ['erasures', '/admin/erasures'],
    ['testimonials', '/admin/testimonials'],
    ['users', '/admin/users'],
    ['audit', '/admin/audit'],
    ['settings', '/admin/settings'],
    ['cms-admin', '/admin/cms'],
    ['banner-create', '/banner/create'],
    ['banner-listing', '/banner/listing'],
    ['banner-details', `/banner/details/${bannerIds[0]}`],
    ['banner-edit', `/banner/edit/${bannerIds[0]}`],
    ['cms-list', '/cms'],
    ['cms-page', '/cms/parking-rules'],
    ['cms-not-found', '/cms/no-such-page'],
    ['sitemap', '/sitemap'],
  ];
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    for (const [name, path] of screens) {
      await page.goto(path);
      await snap(page, `${name}-${label}`);
    }
  }
});
