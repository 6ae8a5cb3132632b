import { describe, expect, it } from 'vitest';
import { CmsBody, pageLink, slugify } from './cms';

describe('slugify', () => {
  it('lowercases and hyphenates', () => {
    expect(slugify('About Us')).toBe('about-us');
    expect(slugify('  FAQ & Help!! 2026 ')).toBe('faq-help-2026');
    expect(slugify('Café Rules')).toBe('cafe-rules');
    expect(slugify('---')).toBe('');
    expect(pageLink(slugify('Contact Us'))).toBe('/cms/contact-us');
  });
  it('stays linear and bounded on hostile input', () => {
    const long = '-'.repeat(200_000) + 'a';
    const started = Date.now();
    expect(slugify(long)).toBe('a');
    expect(slugify('ab '.repeat(1000)).length).toBeLessThanOrEqual(120);
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('CmsBody', () => {
  const ok = { title: 'About', content: '<p>Hello</p>' };
  it('requires title and content with the form messages', () => {
    expect(CmsBody.safeParse({ ...ok, title: ' ' }).error?.issues[0]?.message).toBe('Title is required.');
    expect(CmsBody.safeParse({ ...ok, content: '<p><br></p>' }).error?.issues[0]?.message).toBe('Content is required.');
  });
  it('counts the visible 2000 characters, not the tags', () => {
    expect(CmsBody.safeParse({ ...ok, content: `<p><strong>${'a'.repeat(2000)}</strong></p>` }).success).toBe(true);
    expect(CmsBody.safeParse({ ...ok, content: `<p>${'a'.repeat(2001)}</p>` }).error?.issues[0]?.message).toBe('Maximum 2000 characters allowed.');
  });
  it('refuses huge HTML before counting it, and bad slugs', () => {
    const res = CmsBody.safeParse({ ...ok, content: '<b></b>'.repeat(10_000) });
    expect(res.error?.issues).toHaveLength(1);
    expect(CmsBody.safeParse({ ...ok, slug: 'Not A Slug' }).error?.issues[0]?.message).toBe('Use lowercase letters, digits and hyphens only.');
    expect(CmsBody.parse(ok)).toMatchObject({ status: 'active', slug: '', meta_title: '' });
  });
});
