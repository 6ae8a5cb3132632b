/**
 * The Hindi of the kitchens' fair-share messages built around numbers (`KITCHEN_MESSAGES.ordersPerDayReached`,
 * `itemShareReached`, `cashAfterCancels`, `limitsSummary`, `cashCancellations`; issue 29), keyed by their English
 * pattern. The English picks "order" or "orders" by the number; Hindi says "ऑर्डर" for both.
 */
const firstWord = (text: string) => {
  const space = text.indexOf(' ');
  return space === -1 ? [text, ''] : [text.slice(0, space), text.slice(space + 1)];
};

export const HINDI_KITCHEN_SHARE_PATTERNS: ReadonlyArray<{ before: string; after: string; hindi: (value: string) => string }> = [
  {
    // "7 open orders" or "1 open order"
    before: 'You can have at most ',
    after: ' from this kitchen for one day.',
    hindi: (what) => `एक दिन के लिए इस किचन से आपके ज़्यादा से ज़्यादा ${firstWord(what)[0]} खुले ऑर्डर हो सकते हैं।`,
  },
  {
    // "2 Gujarati thali": the quantity, then the dish's name as its cook wrote it
    before: 'So that every neighbour gets some, one customer can order at most ',
    after: ' for one day.',
    hindi: (what) => {
      const [n, name] = firstWord(what);
      return `ताकि हर पड़ोसी को कुछ मिल सके, एक ग्राहक एक दिन के लिए ज़्यादा से ज़्यादा ${n} ${name} ऑर्डर कर सकता है।`;
    },
  },
  {
    before: 'You cancelled ',
    after: ' cash orders here in the last 30 days. Please choose UPI to pay for this order.',
    hindi: (n) => `आपने पिछले 30 दिनों में यहाँ ${n} कैश ऑर्डर रद्द किए। कृपया इस ऑर्डर के लिए UPI से भुगतान चुनें।`,
  },
  {
    // "7 open orders a day, 8% of a dish's daily quantity, and cash only until 9"
    before: 'Each customer: at most ',
    after: ' cancelled cash orders in 30 days.',
    hindi: (text) => {
      const [, orders = '', share = '', cancels = ''] =
        /^(\d+) open orders? a day, (\d+)% of a dish's daily quantity, and cash only until (\d+)$/.exec(text) ?? [];
      return `हर ग्राहक: एक दिन में ज़्यादा से ज़्यादा ${orders} खुले ऑर्डर, किसी डिश की रोज़ की मात्रा का ${share}%, और 30 दिनों में ${cancels} कैश ऑर्डर रद्द करने तक ही कैश।`;
    },
  },
  { before: '', after: ' cancelled cash orders in 30 days', hindi: (n) => `30 दिनों में ${n} कैश ऑर्डर रद्द` },
  { before: '', after: ' cancelled cash order in 30 days', hindi: (n) => `30 दिनों में ${n} कैश ऑर्डर रद्द` },
];
