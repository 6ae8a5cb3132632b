import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AD_SORT_LABELS } from '../ads-constants';
import { AUTH_MESSAGES } from '../auth-messages';
import { KITCHEN_MESSAGES } from '../kitchens/constants';
import { SETUP_MESSAGES } from '../setup-messages';
import { PROFILE_MESSAGES } from '../users';
import { hindiMessage, HINDI_MESSAGES } from './hindi-messages';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every `*_MESSAGES` catalogue the shared package exports, found by reading its files rather than from a hand list:
 * a catalogue a feature adds without its Hindi fails here the day it lands (docs/translating.md).
 */
async function catalogues(): Promise<Record<string, Record<string, unknown>>> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('i18n'));
  const found: Record<string, Record<string, unknown>> = { AD_SORT_LABELS };
  for (const file of files) {
    const mod = (await import(join(SRC, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod))
      if (name.endsWith('_MESSAGES') && value && typeof value === 'object') found[name] = value as Record<string, unknown>;
  }
  return found;
}

/** A catalogue entry's English: the text, or what a function entry builds around sample values (a name, a number). */
function english(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'function') return String((entry as (...a: unknown[]) => unknown)(...Array.from({ length: entry.length }, (_, i) => 7 + i)));
  return undefined;
}

describe('the Hindi of the server messages', () => {
  it('finds the catalogues of every module', async () => {
    const names = Object.keys(await catalogues());
    for (const name of ['ADMIN_MESSAGES', 'BANNER_MESSAGES', 'CMS_MESSAGES', 'REPORT_MESSAGES', 'SETUP_MESSAGES', 'KITCHEN_MESSAGES'])
      expect(names).toContain(name);
  });

  it('covers every text of every catalogue', async () => {
    const missing = Object.entries(await catalogues()).flatMap(([name, messages]) =>
      Object.entries(messages)
        .map(([key, entry]) => [key, english(entry)] as const)
        .filter(([, text]) => text !== undefined && hindiMessage(text) === text)
        .map(([key, text]) => `${name}.${key}: ${text}`),
    );
    expect(missing).toEqual([]);
  });

  it('is Devanagari, not an English copy', () => {
    for (const [english, hindi] of Object.entries(HINDI_MESSAGES)) expect(hindi, english).toMatch(/[\u0900-\u097f]/);
  });

  it('keeps the values of a message built around one', () => {
    expect(hindiMessage('Maximum 500 characters allowed.')).toBe('ज़्यादा से ज़्यादा 500 अक्षर लिख सकते हैं।');
    expect(hindiMessage('The requested item was not found.')).toBe('यह चीज़ नहीं मिली।');
    expect(hindiMessage('Ramesh Plumbing')).toBe('Ramesh Plumbing');
    expect(hindiMessage(AUTH_MESSAGES.welcome('Green Park Padosi'))).toBe('Green Park Padosi में आपका स्वागत है!');
    expect(hindiMessage(PROFILE_MESSAGES.compressed(120, 18))).toBe('फ़ोटो छोटी कर दी गई: 120 KB से 18 KB।');
    expect(hindiMessage(KITCHEN_MESSAGES.itemShareReached('Gujarati thali', 2))).toMatch(/ज़्यादा से ज़्यादा 2 Gujarati thali ऑर्डर/);
    expect(hindiMessage(KITCHEN_MESSAGES.limitsSummary(3, 40, 2))).toBe(
      'हर ग्राहक: एक दिन में ज़्यादा से ज़्यादा 3 खुले ऑर्डर, किसी डिश की रोज़ की मात्रा का 40%, और 30 दिनों में 2 कैश ऑर्डर रद्द करने तक ही कैश।',
    );
    expect(hindiMessage(KITCHEN_MESSAGES.cashCancellations(1))).toBe('30 दिनों में 1 कैश ऑर्डर रद्द');
    expect(hindiMessage(SETUP_MESSAGES.signInFirst('Padosi'))).toMatch(/^यह लिंक आपको Padosi का पहला एडमिन बनाता है।/);
  });
});
