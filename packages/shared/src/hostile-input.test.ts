import { describe, expect, it } from 'vitest';
import { isSafeLink } from './link-rules';
import { groupIndian } from './money';
import { SubscribeBody } from './notifications';
import { ProviderCreateForm } from './providers';
import { htmlToText, visibleTextLength } from './rich-text';

/** Wall time of one call; the hostile inputs below used to take seconds (review findings 1 and 2). */
const timed = (fn: () => unknown) => {
  const start = performance.now();
  fn();
  return performance.now() - start;
};

const subscription = (p256dh: string) => ({
  moduleId: 'rentals',
  subscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } },
});

describe('push subscription keys (finding 1)', () => {
  it('refuses a 120 KB run of "=" at once, with the keys message', () => {
    for (const p256dh of ['='.repeat(120_000) + 'x', 'A' + '='.repeat(120_000), 'A'.repeat(1_000_000)]) {
      let result: ReturnType<typeof SubscribeBody.safeParse> | undefined;
      expect(timed(() => (result = SubscribeBody.safeParse(subscription(p256dh))))).toBeLessThan(250);
      expect(result!.success).toBe(false);
      expect(result!.error!.issues.map((i) => i.message)).toEqual(['The subscription keys are not valid.']);
    }
  });

  it('still accepts a real 65-byte key', () => {
    expect(SubscribeBody.safeParse(subscription('B'.repeat(87))).success).toBe(true);
  });
});

describe('htmlToText (finding 2)', () => {
  it('is linear on 65,536 "<" and other pathological markup', () => {
    for (const html of ['<'.repeat(65_536), '<!--'.repeat(20_000), '&'.repeat(65_536), '&#'.repeat(30_000), '<a'.repeat(30_000)]) {
      expect(
        timed(() => htmlToText(html)),
        html.slice(0, 8),
      ).toBeLessThan(250);
    }
  });

  it('keeps its meaning: tags and comments dropped, entities decoded, an unclosed "<" kept', () => {
    expect(htmlToText('<p>a<!-- x -->b</p>&amp;&#65;&#x42;&nbsp;')).toBe('ab&AB\u00a0');
    expect(htmlToText('a < b')).toBe('a < b');
    expect(htmlToText('<!-- open')).toBe('<!-- open');
    expect(htmlToText('<a <!-- x --> b>c')).toBe('c');
    expect(visibleTextLength('<b>x</b>')).toBe(1);
  });

  it('refuses a huge long_desc before counting it', () => {
    let result: ReturnType<typeof ProviderCreateForm.safeParse> | undefined;
    const ms = timed(
      () => (result = ProviderCreateForm.safeParse({ name: 'A', parent_id: 1, service_type: 2, phone_number: '9876543210', long_desc: '<'.repeat(1_000_000) })),
    );
    expect(ms).toBeLessThan(250);
    expect(result!.success).toBe(false);
    expect(result!.error!.issues.map((i) => i.message)).toEqual(['Maximum 2000 characters allowed.']);
  });
});

describe('isSafeLink (finding 7)', () => {
  it('refuses a backslash after the first slash, which browsers read as another host', () => {
    for (const v of ['/\\evil.example', '/\\/evil.example', '//evil.example', '/\tevil', 'javascript:alert(1)']) expect(isSafeLink(v), v).toBe(false);
    for (const v of ['/ads', '/search/search_term/node.js', 'https://example.com/a?b=1']) expect(isSafeLink(v), v).toBe(true);
  });
});

describe('groupIndian', () => {
  it('is linear on a very long number', () => {
    expect(timed(() => groupIndian('9'.repeat(200_000)))).toBeLessThan(250);
    expect(groupIndian('12345678')).toBe('1,23,45,678');
    expect(groupIndian('1234567')).toBe('12,34,567');
  });
});
