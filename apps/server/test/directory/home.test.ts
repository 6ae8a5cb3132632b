import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/platform/db';
import { buildTestApp, type TestApp } from '../app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/testimonials', () => {
  it('lists only active testimonials with the spec fields', async () => {
    await t.db.insert(schema.testimonials).values([
      { name: 'Meera', designation: 'Resident', comments: 'Found a plumber in minutes', rating: 5 },
      { name: 'Hidden', comments: 'Old quote', isActive: false },
    ]);
    const res = await t.app.inject('/api/testimonials');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: expect.any(Number), name: 'Meera', designation: 'Resident', comments: 'Found a plumber in minutes', rating: 5, profile_pic_url: null, is_active: true }]);
  });
});

describe('GET /api/homecards/listing', () => {
  it('lists home cards by priority; the button text defaults to Explore', async () => {
    await t.db.insert(schema.homeCards).values([
      { title: 'Second', priority: 2, buttonText: 'Order now', link: '/cloud-kitchen/home' },
      { title: 'First', priority: 1, subtitle: 'Tutors near you', link: '/home/1' },
    ]);
    const res = await t.app.inject('/api/homecards/listing');
    expect(res.json()).toEqual([
      { id: expect.any(Number), image: null, title: 'First', subtitle: 'Tutors near you', link: '/home/1', buttonText: 'Explore' },
      { id: expect.any(Number), image: null, title: 'Second', subtitle: null, link: '/cloud-kitchen/home', buttonText: 'Order now' },
    ]);
  });
});
