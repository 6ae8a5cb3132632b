import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';

const t = useTestApp();

describe('GET /product/{id}', () => {
  it('redirects permanently to the ad page; anything that is not an id goes to the ads list', async () => {
    const res = await t.app.inject('/product/42');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/ads/details/42');
    for (const bad of ['abc', '0', '..%2Fadmin', '1'.repeat(30)]) {
      const r = await t.app.inject(`/product/${bad}`);
      expect(r.statusCode).toBe(301);
      expect(r.headers.location).toBe('/ads');
    }
  });
});
