/**
 * The Hindi of the shell's and the site's server messages (`ENQUIRY_MESSAGES`, `FEEDBACK_MESSAGES`,
 * `NOTIFICATION_MESSAGES`, sign-in, profile and picture messages), keyed by their English (docs/translating.md).
 */
export const HINDI_SITE_MESSAGES: Readonly<Record<string, string>> = {
  // enquiries
  'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.': '6, 7, 8 या 9 से शुरू होने वाला सही 10 अंकों का मोबाइल नंबर लिखें।',
  'Thank you! Our team will call you shortly.': 'धन्यवाद! हमारी टीम जल्द ही आपको फ़ोन करेगी।',
  'The enquiry': 'यह पूछताछ',
  // feedback
  'Rating must be between 1 and 5.': 'रेटिंग 1 से 5 के बीच होनी चाहिए।',
  // notifications
  'Notifications are on.': 'सूचनाएँ चालू हैं।',
  'This push service is not accepted.': 'यह पुश सेवा स्वीकार नहीं है।',
  'Unknown module.': 'यह हिस्सा पहचाना नहीं गया।',
  'The subscription keys are not valid.': 'सूचना की चाबियाँ सही नहीं हैं।',
  // sign-in and users
  'This account has been disabled. Please contact support.': 'यह खाता बंद कर दिया गया है। कृपया सहायता टीम से संपर्क करें।',
};

/** Messages built around values. */
export const HINDI_SITE_PATTERNS: ReadonlyArray<{ before: string; after: string; hindi: (value: string) => string }> = [
  { before: 'Welcome to ', after: '!', hindi: (site) => `${site} में आपका स्वागत है!` },
  {
    before: 'Image compressed: ',
    after: ' KB.',
    // "120 KB to 18": the size before and after, in the same order in Hindi.
    hindi: (sizes) => {
      const [from = sizes, to = ''] = sizes.split(' KB to ');
      return `फ़ोटो छोटी कर दी गई: ${from} KB से ${to} KB।`;
    },
  },
];
