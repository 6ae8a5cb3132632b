/**
 * The Hindi of the admin console's server messages (`ADMIN_MESSAGES`, `REPORT_MESSAGES`, `CATEGORY_MESSAGES`,
 * `ALIAS_MESSAGES`, `BANNER_MESSAGES`, `CMS_MESSAGES`, `RICH_TEXT_MESSAGES`, `SETTINGS_MESSAGES` and the admin
 * services' own), keyed by their English (docs/translating.md). A file of its own, spread into the one table.
 */
export const HINDI_ADMIN_MESSAGES: Readonly<Record<string, string>> = {
  // users and apartments
  'You cannot remove your own admin rights or disable yourself.': 'आप अपने ही एडमिन अधिकार नहीं हटा सकते, न ही ख़ुद को बंद कर सकते हैं।',
  'This apartment is no longer available. Choose another one.': 'यह अपार्टमेंट अब उपलब्ध नहीं है। कोई दूसरा चुनें।',
  'An apartment with this name already exists.': 'इस नाम का अपार्टमेंट पहले से है।',
  'The apartment': 'यह अपार्टमेंट',
  'Nothing to change.': 'बदलने के लिए कुछ नहीं है।',
  'Choose a date.': 'तारीख चुनें।',
  // reports
  'Please tell us what is wrong (at least 5 characters).': 'कृपया बताएँ कि क्या गड़बड़ है (कम से कम 5 अक्षर)।',
  'Thank you. The admin team will look at it.': 'धन्यवाद। एडमिन टीम इसे देखेगी।',
  'You have already reported this. The admin team will look at it.': 'आप इसकी शिकायत पहले ही कर चुके हैं। एडमिन टीम इसे देखेगी।',
  'This item no longer exists.': 'यह चीज़ अब मौजूद नहीं है।',
  'This kind of item cannot be hidden from the queue; delete it from its page instead.': 'इस तरह की चीज़ को यहाँ से छिपाया नहीं जा सकता; इसके अपने पेज से इसे हटाएँ।',
  'The item is hidden.': 'यह चीज़ छिपा दी गई।',
  'The report is dismissed.': 'शिकायत ख़ारिज कर दी गई।',
  'This report was already handled.': 'इस शिकायत पर पहले ही कार्रवाई हो चुकी है।',
  'The admin team has hidden this listing. Contact them to have it shown again.': 'एडमिन टीम ने यह विज्ञापन छिपा दिया है। इसे फिर से दिखाने के लिए उनसे संपर्क करें।',
  'Choose what you are reporting.': 'चुनें कि आप किसकी शिकायत कर रहे हैं।',
  'The report': 'यह शिकायत',
  'The reported item': 'जिसकी शिकायत की गई, वह चीज़',
  // categories and their aliases
  'The main category does not exist.': 'यह मुख्य श्रेणी मौजूद नहीं है।',
  'A sub category must belong to a main category.': 'उप-श्रेणी किसी मुख्य श्रेणी के अंदर ही होनी चाहिए।',
  'Category created successfully!': 'श्रेणी बन गई!',
  'Category updated successfully!': 'श्रेणी अपडेट हो गई!',
  'A main category with sub categories cannot become a sub category.': 'जिस मुख्य श्रेणी में उप-श्रेणियाँ हैं, वह उप-श्रेणी नहीं बन सकती।',
  'Reorder one group of categories at a time.': 'एक बार में श्रेणियों का एक ही समूह आगे-पीछे करें।',
  'Priority must be a whole number.': 'प्राथमिकता पूरा अंक होनी चाहिए।',
  'Aliases saved successfully!': 'दूसरे नाम सेव हो गए!',
  'The category': 'यह श्रेणी',
  // banners
  'Expiry date is required.': 'ख़त्म होने की तारीख ज़रूरी है।',
  'Enter a valid expiry date.': 'ख़त्म होने की सही तारीख लिखें।',
  'The banner data must be a JSON object.': 'बैनर की जानकारी सही रूप में नहीं है।',
  'The banner': 'यह बैनर',
  // pages (CMS) and formatted text
  'Content is required.': 'सामग्री ज़रूरी है।',
  'Use lowercase letters, digits and hyphens only.': 'सिर्फ़ छोटे अंग्रेज़ी अक्षर, अंक और हाइफ़न (-) लिखें।',
  'Status must be active or inactive.': 'स्थिति सक्रिय या निष्क्रिय ही हो सकती है।',
  'Page created successfully.': 'पेज बन गया।',
  'Page updated successfully.': 'पेज अपडेट हो गया।',
  'Page deleted successfully.': 'पेज हटा दिया गया।',
  'Page status updated.': 'पेज की स्थिति बदल दी गई।',
  'This page link is already in use.': 'यह पेज लिंक पहले से इस्तेमाल में है।',
  'This text has too much formatting. Please remove some and save again.': 'इस लेख में बहुत ज़्यादा फ़ॉर्मैटिंग है। कृपया कुछ हटाकर फिर से सेव करें।',
  // society settings
  'Enter a phone number: digits and spaces, with an optional leading +.': 'फ़ोन नंबर लिखें: अंक और स्पेस, चाहें तो शुरू में +।',
  'Enter a valid e-mail address.': 'सही ईमेल पता लिखें।',
  'Enter a full address starting with https://': 'https:// से शुरू होने वाला पूरा पता लिखें',
  'Phone is required.': 'फ़ोन नंबर ज़रूरी है।',
  'Enter a path starting with / or an http(s) address.': '/ से शुरू होने वाला पाथ या http(s) वाला पता लिखें।',
  // the console's Listings screen (MODERATION_MESSAGES, issue 24)
  'This listing was removed by the moderators.': 'इस लिस्टिंग को मॉडरेटरों ने हटा दिया है।',
  'Removed by the moderators': 'मॉडरेटरों ने हटा दिया',
  'It is no longer available.': 'यह अब उपलब्ध नहीं है।',
  'The moderators removed this listing: only you and the admins can see it.': 'मॉडरेटरों ने यह लिस्टिंग हटा दी है: इसे सिर्फ़ आप और एडमिन देख सकते हैं।',
  'Reason:': 'वजह:',
  "Hidden after a neighbour's report, which an admin upheld.": 'एक पड़ोसी की शिकायत पर, एडमिन की जाँच के बाद छिपाया गया।',
  'Please say why it is hidden (at least 5 characters).': 'कृपया बताएँ कि इसे क्यों छिपाया जा रहा है (कम से कम 5 अक्षर)।',
  'The listing is hidden.': 'लिस्टिंग छिपा दी गई।',
  'The listing is shown again.': 'लिस्टिंग फिर से दिखने लगी।',
};

/** Messages built around a value: the English pattern's parts and the Hindi around the same value. */
export const HINDI_ADMIN_PATTERNS: ReadonlyArray<{ before: string; after: string; hindi: (value: string) => string }> = [
  { before: 'At most ', after: ' emergency contacts.', hindi: (n) => `ज़्यादा से ज़्यादा ${n} आपातकालीन संपर्क।` },
];
