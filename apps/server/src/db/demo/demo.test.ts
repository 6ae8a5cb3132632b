import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_FOOTER_SLUGS } from '@padosi/shared/cms';
import { count, countDistinct, eq } from 'drizzle-orm';
import * as schema from '../schema/index';
import { loadDemoData } from './index';
import { buildTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await loadDemoData(t.deps);
}, 120_000);
afterAll(() => t.close());

describe('demo data', () => {
  it('seeds every footer information page as an active CMS page at its slug', async () => {
    for (const slug of CMS_FOOTER_SLUGS) {
      const res = await t.app.inject(`/api/cms/slug/${slug}`);
      expect(res.statusCode, slug).toBe(200);
      expect(res.json()).toMatchObject({ slug, status: 'active', page_link: `/cms/${slug}` });
      expect(res.json().content).not.toMatch(/<script|on[a-z]+=/i);
    }
  });

  it('seeds at least 8 open kitchens, each with a menu, and reviews and past orders among them (issue 13)', async () => {
    const kitchens = (await t.app.inject('/api/kitchens')).json();
    expect(kitchens.total).toBeGreaterThanOrEqual(8);
    const [withMenus] = await t.db.select({ n: countDistinct(schema.kitchenItems.kitchenId) }).from(schema.kitchenItems);
    expect(withMenus!.n).toBeGreaterThanOrEqual(8);
    const [reviews] = await t.db.select({ n: count() }).from(schema.kitchenReviews);
    expect(reviews!.n).toBeGreaterThan(0);
    const [completed] = await t.db.select({ n: count() }).from(schema.kitchenOrders).where(eq(schema.kitchenOrders.status, 'completed'));
    expect(completed!.n).toBeGreaterThan(0);
    const first = (await t.app.inject(`/api/kitchens/${kitchens.items[0].id}`)).json();
    expect(first.items.length).toBeGreaterThan(0);
  });

  it('loads the default search aliases: "doctor" and "tutor" find the health and tuition providers', async () => {
    const doctor = (await t.app.inject('/api/service-providers/search/search_term?term=doctor')).json();
    expect(doctor.items.slice(0, 5).every((p: { parent_category_name: string }) => p.parent_category_name === 'Health')).toBe(true);
    const tutor = (await t.app.inject('/api/service-providers/search/search_term?term=tutor')).json();
    expect(tutor.items[0].service_type).toBe('Tuition');
  });
});
