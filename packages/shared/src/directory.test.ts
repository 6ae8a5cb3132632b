import { describe, expect, it } from 'vitest';
import { parseExpireDate } from './banners';
import { categoryHref, categoryIcon } from './category-constants';
import { isSafeLink } from './links';
import { providerImageUrl, ratingTone, roundRating, starCount } from './provider-constants';
import { ProviderCreateForm, ProviderUpdateForm } from './providers';
import { flattenSuggestions, searchPath } from './search-constants';

describe('rating display', () => {
  it('colours the badge green from 4.5, yellow from 3, red below', () => {
    expect([5, 4.5, 4.4, 3, 2.9, 0.5].map(ratingTone)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });
  it('rounds the average to one decimal and the stars to 0–5', () => {
    expect(roundRating(4.26)).toBe(4.3);
    expect(roundRating(3.04)).toBe(3);
    expect([0, 0.4, 2.5, 4.6, 7].map(starCount)).toEqual([0, 0, 3, 5, 5]);
  });
});

describe('links and images', () => {
  it('builds provider image paths from the stored file name, with the thumbnail beside it', () => {
    expect(providerImageUrl('ab12.jpg')).toBe('/uploads/serviceproviders/ab12.jpg');
    expect(providerImageUrl('ab12.jpg', { thumb: true })).toBe('/uploads/serviceproviders/ab12-thumb.webp');
    expect(providerImageUrl('null')).toBeNull();
    expect(providerImageUrl('')).toBeNull();
    expect(providerImageUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
  it('a category links to its module_url, else its page; its icon falls back to the parent icon', () => {
    expect(categoryHref({ id: 4, module_url: '/home-help' })).toBe('/home-help');
    expect(categoryHref({ id: 4, module_url: null })).toBe('/home/4');
    expect(categoryIcon({ icon_path: ' ', parent_icon_path: '/p.png' })).toBe('/p.png');
    expect(categoryIcon({ icon_path: '/c.png', parent_icon_path: '/p.png' })).toBe('/c.png');
    expect(categoryIcon({ icon_path: null, parent_icon_path: null })).toBeNull();
  });
  it('only allows paths and http(s) addresses as admin links', () => {
    expect(['/ads', 'https://x.in/a', 'http://x.in'].every(isSafeLink)).toBe(true);
    expect(['javascript:alert(1)', '//evil.in', 'data:text/html,x', 'ftp://x'].some(isSafeLink)).toBe(false);
  });
});

describe('search helpers', () => {
  it('shows each name once across kinds, categories first', () => {
    const list = flattenSuggestions({
      categories: [{ name: 'Plumber' }],
      service_providers: [{ name: 'plumber' }, { name: 'Ravi Plumbing' }],
      kitchens: [{ name: 'Ravi Plumbing' }, { name: 'Plumbrook Tiffins' }],
      users: [],
    });
    expect(list).toEqual([
      { name: 'Plumber', kind: 'category' },
      { name: 'Ravi Plumbing', kind: 'provider' },
      { name: 'Plumbrook Tiffins', kind: 'kitchen' },
    ]);
    expect(searchPath(' ac repair ')).toBe('/search/search_term/ac%20repair');
  });
});

describe('banner expiry', () => {
  it('a date means the end of that day in India; invalid text is refused', () => {
    expect(parseExpireDate('2026-03-31', 'Asia/Kolkata')!.toISOString()).toBe('2026-03-31T18:29:59.999Z');
    expect(parseExpireDate('2026-03-31T10:00:00Z', 'Asia/Kolkata')!.toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(parseExpireDate('tomorrow', 'Asia/Kolkata')).toBeNull();
  });
});

describe('provider forms', () => {
  const base = { name: 'Ravi', parent_id: '1', service_type: '2', phone_number: '9876543210', shopname: 'Shop', address: 'Road', pincode: '560001' };
  it('No to the shop question clears shop, address and pincode on registration, only the shop name on update', () => {
    expect(ProviderCreateForm.parse({ ...base, has_shop: 'no' })).toMatchObject({ shopname: '', address: '', pincode: '' });
    expect(ProviderUpdateForm.parse({ ...base, has_shop: 'no' })).toMatchObject({ shopname: '', address: 'Road', pincode: '560001' });
  });
  it('names may be 80 characters on registration and 100 on update', () => {
    expect(ProviderCreateForm.safeParse({ ...base, name: 'x'.repeat(81) }).success).toBe(false);
    expect(ProviderUpdateForm.safeParse({ ...base, name: 'x'.repeat(100) }).success).toBe(true);
  });
  it('shop messages show together with the other missing fields', () => {
    const issues = ProviderCreateForm.safeParse({ has_shop: 'yes', name: '', parent_id: '', service_type: '', phone_number: '' }).error!.issues.map(
      (i) => i.message,
    );
    expect(issues).toEqual(
      expect.arrayContaining(['Name is required.', 'Main Category is required.', 'Shop Name is required.', 'Address is required.', 'Pincode is required.']),
    );
  });
  it('ids arrive as select strings and come out as numbers; an empty apartment is null', () => {
    expect(ProviderCreateForm.parse({ ...base, apartment_id: '' })).toMatchObject({ parent_id: 1, service_type: 2, apartment_id: null, has_shop: 'yes' });
  });
});
