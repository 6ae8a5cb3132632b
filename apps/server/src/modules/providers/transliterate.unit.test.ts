import { describe, expect, it } from 'vitest';
import { soundsLike } from './transliterate';

describe('Devanagari loan words against Latin names', () => {
  it.each([
    ['प्लंबर', 'plumber'],
    ['इलेक्ट्रीशियन', 'electrician'],
    ['कारपेंटर', 'carpenter'],
    ['पेंटर', 'painter'],
    ['डॉक्टर', 'doctor'],
    ['डेंटिस्ट', 'dentist'],
    ['टैक्सी', 'taxi'],
    ['ट्यूशन', 'tuition'],
    ['फ़ार्मेसी', 'pharmacy'],
    ['ग्रोसरी', 'grocery'],
    ['बेकरी', 'bakery'],
    ['सैलून', 'salon'],
  ])('%s sounds like %s', (hindi, latin) => expect(soundsLike(hindi, latin)).toBe(true));

  it('does not match other words, short skeletons or Latin against Latin', () => {
    expect(soundsLike('प्लंबर', 'painter')).toBe(false);
    expect(soundsLike('योगा', 'yoga')).toBe(false);
    expect(soundsLike('plumber', 'plumber')).toBe(false);
  });
});
