import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_FOOTER_SLUGS } from '@padosi/shared/cms';
import { loadDemoData } from '../../db/demo/index';
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
});
