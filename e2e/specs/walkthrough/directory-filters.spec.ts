import { expect, test } from '../../support/test';
import { makeCategories, uniqueWord } from '../../support/directory';
import { ensureApartment, signUp, signUpAdmin } from '../../support/session';

/** Issue 15: category and search pages filter on verified, rating 4+ and apartment; the filters live in the URL. */
test.use({ viewport: { width: 390, height: 844 } });

test('a resident narrows a category and a search to verified, 4+ rated providers of one apartment', async ({ page, request }) => {
  const word = uniqueWord('Tapfix');
  const { main, subs } = await makeCategories(request, uniqueWord('Repairs'), ['Plumber']);
  const owner = await signUp(request);
  const admin = await signUpAdmin(request);
  const here = await ensureApartment(request, 'Filter Towers');
  const there = await ensureApartment(request, 'Other Towers');
  const add = async (name: string, apartment: number, verified: boolean, rating?: number) => {
    const res = await request.post('/api/service-providers/create', {
      headers: { authorization: `Bearer ${owner.token}` },
      multipart: {
        has_shop: 'no',
        phone_number: '9876543210',
        long_desc: '',
        name,
        parent_id: String(main.id),
        service_type: String(subs[0]!.id),
        apartment_id: String(apartment),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = (await res.json()).id as number;
    if (verified) {
      const v = await request.put(`/api/service-providers/verify/${id}`, {
        headers: { authorization: `Bearer ${admin.token}` },
        data: { admin_verified: true },
      });
      expect(v.status(), await v.text()).toBe(200);
    }
    if (rating) {
      const reviewer = await signUp(request);
      const r = await request.post('/review/addreview', {
        headers: { authorization: `Bearer ${reviewer.token}` },
        data: { rating, review: 'Fine work', service_provider_id: id },
      });
      expect(r.status(), await r.text()).toBe(201);
    }
  };
  await add(`${word} Best`, here, true, 5);
  await add(`${word} Verified Low`, here, true, 2);
  await add(`${word} Unverified Top`, here, false, 5);
  await add(`${word} Elsewhere`, there, true, 5);

  await page.goto(`/home/${subs[0]!.id}`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(4);
  const filters = page.getByRole('group', { name: 'Filter providers' });
  await filters.getByRole('button', { name: 'Verified' }).click();
  await expect(filters.getByRole('button', { name: 'Verified' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(3);
  await filters.getByRole('button', { name: 'Rated 4+' }).click();
  await expect(cards).toHaveCount(2);
  await filters.getByLabel('Apartment or area').selectOption({ label: 'Filter Towers' });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`${word} Best`);
  await expect(page).toHaveURL(/verified=1/);

  // The filters survive a reload, and clearing them brings everyone back.
  await page.reload();
  await expect(cards).toHaveCount(1);
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(4);

  // Search results take the same filters; a filter that matches nothing says so and offers to clear.
  await page.goto(`/search/search_term/${word}?rating=4`);
  await expect(cards).toHaveCount(3);
  await filters.getByLabel('Apartment or area').selectOption({ label: 'Other Towers' });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`${word} Elsewhere`);
  const empty = await ensureApartment(request, uniqueWord('Empty Towers'));
  await page.goto(`/search/search_term/${word}?apartment=${empty}`);
  await expect(page.getByText('No providers match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(cards).toHaveCount(4);
});
