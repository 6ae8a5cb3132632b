import { describe, expect, it } from 'vitest';
import { KITCHEN_MESSAGES } from '../kitchens';
import { HINDI_RIDE_HELP_KITCHEN_MESSAGES, HINDI_RIDE_HELP_KITCHEN_PATTERNS } from './hindi-rides-help-kitchens';

/** The pattern that reads an English message built around a value, or undefined. */
function viaPattern(english: string): string | undefined {
  const p = HINDI_RIDE_HELP_KITCHEN_PATTERNS.find(
    (x) => english.length > x.before.length + x.after.length && english.startsWith(x.before) && english.endsWith(x.after),
  );
  return p?.hindi(english.slice(p.before.length, english.length - p.after.length));
}

describe('the Hindi of the car-pooling, home-help and kitchen messages', () => {
  it('is Devanagari, not an English copy', () => {
    for (const [english, hindi] of Object.entries(HINDI_RIDE_HELP_KITCHEN_MESSAGES)) expect(hindi, english).toMatch(/[\u0900-\u097f]/);
  });

  it('covers the kitchen messages built around a value, keeping the value', () => {
    expect(viaPattern(KITCHEN_MESSAGES.tooManyPhotos(5))).toBe('आप ज़्यादा से ज़्यादा 5 फ़ोटो डाल सकते हैं।');
    expect(viaPattern(KITCHEN_MESSAGES.photoType('menu.gif'))).toBe('यह फ़ाइल नहीं चलेगी: menu.gif');
    expect(viaPattern(KITCHEN_MESSAGES.itemNotOffered('Masala chaas'))).toBe('Masala chaas इस खाने के मेन्यू में नहीं है।');
    expect(viaPattern(KITCHEN_MESSAGES.soldOut('Gujarati thali', 0))).toBe('उस दिन के लिए Gujarati thali ख़त्म हो गया है।');
    expect(viaPattern(KITCHEN_MESSAGES.soldOut('Gujarati thali', 3))).toBe('उस दिन के लिए सिर्फ़ 3 Gujarati thali बचे हैं। कृपया मात्रा कम करें।');
    expect(viaPattern(KITCHEN_MESSAGES.belowMinimum('150.00'))).toBe('इस किचन में कम से कम ₹150.00 का ऑर्डर करना होगा।');
    expect(viaPattern(KITCHEN_MESSAGES.illegalMove('placed', 'ready'))).toBe('जो ऑर्डर "ऑर्डर हुआ" है, उसे "तैयार" नहीं किया जा सकता।');
    expect(viaPattern(KITCHEN_MESSAGES.pastCutoff('10:30 AM, Tue, 24 Nov'))).toMatch(/^इस खाने के ऑर्डर 10:30 AM, Tue, 24 Nov पर बंद हो गए।/);
  });

  it('has the limits the catalogue builds its messages with', () => {
    for (const text of [KITCHEN_MESSAGES.nameRequired, KITCHEN_MESSAGES.itemNameRequired, KITCHEN_MESSAGES.dailyLimitInvalid, KITCHEN_MESSAGES.qtyInvalid])
      expect(HINDI_RIDE_HELP_KITCHEN_MESSAGES[text], text).toBeDefined();
  });
});
