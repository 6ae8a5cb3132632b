import type { APIRequestContext, Page } from '@playwright/test';
import { test } from '../support/test';
import { picture } from '../support/directory';
import { signUp, signUpAdmin, signUpWithProfile, useSession } from '../support/session';
import { snap, WIDTHS } from '../support/screenshots';
import { loadLazyImages } from '../support/scroll';

test.setTimeout(180_000);

const file = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

/** A small directory made through the real API: categories with icons, providers with pictures and reviews, banners, cards, testimonials. */
async function seed(request: APIRequestContext) {
  const admin = await signUpAdmin(request);
  const auth = { authorization: `Bearer ${admin.token}` };
  const post = async (url: string, multipart: Record<string, string | ReturnType<typeof file>>) =>
    (await request.post(url, { headers: auth, multipart })).json();
  const mains: Array<{ id: number; subs: Array<{ id: number; name: string }> }> = [];
  const tree: Array<[string, number, string[]]> = [
    ['Home Services', 210, ['Plumber', 'Electrician', 'Carpenter', 'Painter', 'Pest Control', 'Home Cleaning', 'Gardener']],
    ['Health', 350, ['Dentist', 'Physiotherapist']],
    ['Education', 265, ['Tuition', 'Music Classes']],
  ];
  for (const [i, [name, hue, subs]] of tree.entries()) {
    const main = (
      await post('/api/managecategory/create', {
        name,
        priority: String(i + 1),
        toprating: 'true',
        icon: file('i.png', await picture(name.slice(0, 1), hue, 128, 128)),
      })
    ).data;
    const children = [];
    for (const [j, sub] of subs.entries())
      children.push((await post('/api/managecategory/create', { name: sub, parent_id: String(main.id), priority: String(j + 1) })).data);
    mains.push({ id: main.id, subs: children });
  }
  const owner = await signUp(request, { name: 'Ravi Kumar' });
  const people = [await signUp(request, { name: 'Meera Joshi' }), await signUp(request, { name: 'Arjun Nair' })];
  const providers: Array<[string, number, number, number[]]> = [
    ['Sharma Plumbing Works', 0, 0, [5, 4]],
    ['AquaFix Plumbers', 0, 0, [3]],
    ['Bright Spark Electricals', 0, 1, [5, 5]],
    ['Woodcraft Carpenters', 0, 2, [2]],
    ['Smile Dental Care', 1, 0, [5, 4]],
    ['Mobility Physio Centre', 1, 1, []],
    ['Gupta Maths Tuition', 2, 0, [4]],
  ];
  let first = 0;
  for (const [k, [name, m, s, ratings]] of providers.entries()) {
    const res = await request.post('/api/service-providers/create', {
      headers: { authorization: `Bearer ${owner.token}` },
      multipart: {
        name,
        has_shop: 'yes',
        shopname: name,
        address: `${12 + k * 7}, 5th Cross, Koramangala, Bengaluru`,
        pincode: '560034',
        parent_id: String(mains[m]!.id),
        service_type: String(mains[m]!.subs[s]!.id),
        phone_number: `98765${String(43210 + k).padStart(5, '0')}`,
        business_details: `${mains[m]!.subs[s]!.name} · ${5 + k} years of experience`,
        long_desc: `<p><strong>${name}</strong> serves Koramangala and nearby areas.</p><h4>What we do</h4><ul><li>Home visits</li><li>Same-day service</li></ul>`,
        profile_image_url: file(
          'p.png',
          await picture(
            name
              .split(' ')
              .map((w) => w[0])
              .join('')
              .slice(0, 2),
            200 + k * 20,
          ),
        ),
      },
    });
    const id = (await res.json()).id;
    if (k === 0) first = id;
    for (const [r, rating] of ratings.entries()) {
      await request.post('/review/addreview', {
        headers: { authorization: `Bearer ${people[r]!.token}` },
        data: { rating, review: rating >= 4 ? 'Came on time and did a neat job.' : 'Okay work, a little late.', service_provider_id: id },
      });
    }
  }
  await request.put(`/api/service-providers/verify/${first}`, { headers: auth, data: { admin_verified: true } });
  for (const [i, title] of ['Find trusted help next door', 'List your business for free'].entries()) {
    await post('/api/banners/create', {
      data: JSON.stringify({
        title,
        description: 'Plumbers, tutors, doctors and more, reviewed by your neighbours.',
        button_text: 'Explore',
        button_link: '/createcard',
        expire_date: '2099-12-31',
      }),
      image: file('b.png', await picture('', 200 + i * 60, 1200, 400)),
    });
  }
  for (const [i, [title, link]] of [
    ['Home-cooked meals', '/cloud-kitchen/home'],
    ['Find a tutor', `/home/${mains[2]!.id}`],
    ['Grow your business', '/createcard'],
    ['Homes for rent', '/rentals'],
  ].entries()) {
    await post('/api/homecards/create', {
      title,
      subtitle: 'Near you, from your neighbours',
      link,
      priority: String(i),
      image: file('c.png', await picture('', 30 + i * 70, 800, 500)),
    });
  }
  for (const [name, comments] of [
    ['Meera Joshi', 'Found a plumber within minutes on a Sunday morning.'],
    ['Arjun Nair', 'My coding classes filled up from my own apartment complex.'],
    ['Fatima Sheikh', 'Tiffin orders doubled after I registered.'],
  ]) {
    await post('/api/testimonials/create', {
      name,
      designation: 'Resident',
      comments,
      rating: '5',
      profile_pic: file('t.png', await picture(name.slice(0, 1), 150, 160, 160)),
    });
  }
  return { home: mains[0]!.id, provider: first };
}

/** Scrolls through the page a frame at a time (sections that load on sight load), then loads every lazy image. */
async function settle(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
  }
  await page.waitForLoadState('networkidle');
  await loadLazyImages(page);
}

test('directory screens at 390 and 1280 px', async ({ page, request }) => {
  const ids = await seed(request);
  const user = await signUpWithProfile(request, { name: 'Priya Iyer' });
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    for (const [name, url] of [
      ['home', '/home'],
      ['category', `/home/${ids.home}`],
      ['search', '/search/search_term/plumbr'],
      ['detail', `/details/${ids.provider}`],
    ] as const) {
      await page.goto(url);
      await settle(page);
      await snap(page, 'directory', `${name}-${label}`);
    }
  }
  await useSession(page, user);
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    await page.goto('/createcard');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.waitForLoadState('networkidle');
    await snap(page, 'directory', `register-${label}`);
  }
});
