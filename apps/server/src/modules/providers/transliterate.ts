/**
 * Devanagari queries against Latin names (issue 23): "प्लंबर" is how a Hindi reader writes "plumber". Both sides are
 * reduced to a consonant skeleton (vowels dropped, sounds Hindi does not tell apart merged: m/n, w/v, ph/f, z/j), so
 * प्लंबर and "plumber" both read "plnbr". Only loan words match this way; Hindi words for a category ("नाई" for
 * Barber) are aliases the admin edits. Replacements are plain character classes: nothing backtracks.
 */
const DEVANAGARI: Record<string, string> = {
  क: 'k',
  ख: 'k',
  ग: 'g',
  घ: 'g',
  ङ: 'n',
  च: 'c',
  छ: 'c',
  ज: 'j',
  झ: 'j',
  ञ: 'n',
  ट: 't',
  ठ: 't',
  ड: 'd',
  ढ: 'd',
  ण: 'n',
  त: 't',
  थ: 't',
  द: 'd',
  ध: 'd',
  न: 'n',
  प: 'p',
  फ: 'f',
  ब: 'b',
  भ: 'b',
  म: 'n',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 's',
  ष: 's',
  स: 's',
  // Anusvara and chandrabindu are a nasal before the next consonant ("प्लंबर": plu-m-ber).
  'ं': 'n',
  'ँ': 'n',
};

const hasDevanagari = (word: string) => /[\u0900-\u097f]/u.test(word);

/** The skeleton of a Devanagari word: its consonants as Latin classes; vowels, य, ह, virama and nukta dropped. */
function devanagariSkeleton(word: string) {
  let out = '';
  for (const ch of word) out += DEVANAGARI[ch] ?? '';
  return out;
}

/** The skeleton of a Latin word, spelt the way Hindi speakers hear English loan words. */
function latinSkeleton(word: string) {
  return word
    .toLowerCase()
    .replace(/ph/g, 'f')
    .replace(/ck|q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/ch/g, 'c')
    .replace(/[sbdgkt]h/g, (pair) => pair[0]!)
    .replace(/[ct]i(?=[aeo])/g, 's')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/m/g, 'n')
    .replace(/[^bcdfgjklnprstv]/g, '');
}

const collapse = (skeleton: string) => skeleton.replace(/(.)\1+/g, '$1');

/** A skeleton too short to tell words apart ("योगा" → "g") is no match. */
const MIN_SKELETON = 3;

/** Whether a Devanagari query word sounds like a Latin word of a name or alias: प्लंबर ~ plumber, टैक्सी ~ taxi. */
export function soundsLike(devanagariWord: string, latinWord: string) {
  if (!hasDevanagari(devanagariWord) || hasDevanagari(latinWord)) return false;
  const a = collapse(devanagariSkeleton(devanagariWord));
  return a.length >= MIN_SKELETON && a === collapse(latinSkeleton(latinWord));
}
