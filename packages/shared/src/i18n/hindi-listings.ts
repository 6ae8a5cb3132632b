/**
 * The Hindi of the ads and rentals messages (`AD_MESSAGES`, `AD_SORT_LABELS`, `RENTAL_MESSAGES`) that the shared
 * table had no entry for yet, keyed by their English (docs/translating.md). Kept beside the table, in a file of its
 * own, so the helpers translating different features never edit the same lines; the table spreads it in.
 */
export const LISTINGS_HINDI: Readonly<Record<string, string>> = {
  // ads
  'Create Buy/Sell Ads': 'खरीदने/बेचने का विज्ञापन डालें',
  'Post an Ad': 'विज्ञापन पोस्ट करें',
  'Please select a category.': 'कृपया श्रेणी चुनें।',
  'Title is required.': 'शीर्षक ज़रूरी है।',
  'Title can contain only letters, digits and spaces.': 'शीर्षक में सिर्फ़ अक्षर, अंक और स्पेस हो सकते हैं।',
  'Description is required.': 'विवरण ज़रूरी है।',
  "Description can contain only letters, digits, spaces and . , ! ? ' -": "विवरण में सिर्फ़ अक्षर, अंक, स्पेस और . , ! ? ' - हो सकते हैं",
  'Price is required.': 'दाम ज़रूरी है।',
  'Location is required.': 'जगह ज़रूरी है।',
  'Location can contain only letters, digits, spaces and , . -': 'जगह में सिर्फ़ अक्षर, अंक, स्पेस और , . - हो सकते हैं',
  'Please select a status.': 'कृपया स्थिति चुनें।',
  'Please add at least one image.': 'कृपया कम से कम एक फ़ोटो जोड़ें।',
  'deletedImages must be a JSON list of image paths.': 'हटाई जाने वाली फ़ोटो की सूची सही नहीं है।',
  'Ad deleted successfully.': 'विज्ञापन हटा दिया गया।',
  Latest: 'सबसे नए',
  'Price: Low to High': 'दाम: कम से ज़्यादा',
  'Price: High to Low': 'दाम: ज़्यादा से कम',
  'Title: A to Z': 'शीर्षक: A से Z',
  // rentals
  'Create Rentals Ads': 'किराए का विज्ञापन डालें',
  'Available date cannot be in the past.': 'उपलब्ध होने की तारीख बीती हुई नहीं हो सकती।',
  'You can upload up to 8 photos.': 'आप ज़्यादा से ज़्यादा 8 फ़ोटो डाल सकते हैं।',
  'deletedPhotos must be a JSON list of photo file names.': 'हटाई जाने वाली फ़ोटो की सूची सही नहीं है।',
  'Rental deleted successfully.': 'किराए का विज्ञापन हटा दिया गया।',
};

/** The messages built around a file's name ("photo.gif is not valid."): the English around it and the Hindi. */
export const LISTINGS_HINDI_PATTERNS: ReadonlyArray<{ before: string; after: string; hindi: (value: string) => string }> = [
  { before: '', after: ' is not valid.', hindi: (file) => `${file} सही नहीं है।` },
  { before: 'Failed to compress ', after: '.', hindi: (file) => `${file} छोटी नहीं हो सकी।` },
  { before: 'Invalid file type: ', after: '', hindi: (file) => `फ़ाइल का प्रकार सही नहीं है: ${file}` },
];
