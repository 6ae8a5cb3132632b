/**
 * The Hindi of the car-pooling, home-help and home-kitchen messages (RIDE_MESSAGES, HOME_HELP_MESSAGES,
 * KITCHEN_MESSAGES and those modules' own server texts), keyed by their English, which stays the contract
 * (docs/translating.md). The shared Hindi table takes these in; messages built around a value are patterns.
 * Messages the table already holds (shared with other features, e.g. "Date cannot be in the past.") are not repeated.
 */
export const HINDI_RIDE_HELP_KITCHEN_MESSAGES: Readonly<Record<string, string>> = {
  // car pooling (RIDE_MESSAGES)
  'Please select a mode.': 'कृपया सवारी चुनें: कार या बाइक।',
  'From location is required.': 'कहाँ से, यह जगह ज़रूरी है।',
  'To location is required.': 'कहाँ तक, यह जगह ज़रूरी है।',
  'Date is required.': 'तारीख ज़रूरी है।',
  'Time is required.': 'समय ज़रूरी है।',
  'Seats cannot be more than 20.': 'सीटें 20 से ज़्यादा नहीं हो सकतीं।',
  'Please select a pattern.': 'कृपया चुनें कि राइड कब-कब होगी।',
  'Select at least one day.': 'कम से कम एक दिन चुनें।',
  'Interval must be at least 1.': 'अंतराल कम से कम 1 होना चाहिए।',
  'Interval cannot be more than 99.': 'अंतराल 99 से ज़्यादा नहीं हो सकता।',
  'End date cannot be before the ride date.': 'आख़िरी तारीख राइड की तारीख से पहले नहीं हो सकती।',
  'Enter a valid end date.': 'सही आख़िरी तारीख लिखें।',
  'Enter valid dates to skip.': 'छोड़ने के लिए सही तारीखें लिखें।',
  'You can skip at most 60 dates.': 'आप ज़्यादा से ज़्यादा 60 तारीखें छोड़ सकते हैं।',
  'Ride deleted successfully!': 'राइड हटा दी गई!',
  'The ride': 'यह राइड',
  'Are you sure you want to delete this ride?': 'क्या आप सच में यह राइड हटाना चाहते हैं?',
  // home help (HOME_HELP_MESSAGES)
  'Please select a maid or cook provider from the list.': 'कृपया सूची में से कोई कामवाली या खाना बनाने वाली चुनें।',
  'Request deleted successfully!': 'अनुरोध हटा दिया गया!',
  'Only admins can change the status or the provider.': 'स्थिति या सेवा देने वाले को सिर्फ़ एडमिन बदल सकते हैं।',
  'Only a pending request can be changed. Please contact the admin team.': 'सिर्फ़ लंबित अनुरोध ही बदला जा सकता है। कृपया एडमिन टीम से संपर्क करें।',
  'The request': 'यह अनुरोध',
  'The request was not found.': 'यह अनुरोध नहीं मिला।',
  'Are you sure you want to delete this request?': 'क्या आप सच में यह अनुरोध हटाना चाहते हैं?',
  // home kitchens (KITCHEN_MESSAGES and the kitchen routes)
  'Menu item removed.': 'डिश मेन्यू से हटा दी गई।',
  'Kitchen name must be 3–60 characters.': 'किचन का नाम 3 से 60 अक्षरों का होना चाहिए।',
  'Choose at least one cuisine (up to 5).': 'कम से कम एक तरह का खाना चुनें (5 तक)।',
  'Choose veg, non-veg or both.': 'शाकाहारी, मांसाहारी या दोनों चुनें।',
  'Pickup point is required.': 'लेने की जगह ज़रूरी है।',
  'Enter an amount in rupees, up to 2 decimals (e.g. 120 or 120.50).': 'रुपयों में रक़म लिखें, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक (जैसे 120 या 120.50)।',
  'Enter a valid UPI ID, such as name@okbank.': 'सही UPI ID लिखें, जैसे name@okbank।',
  'An FSSAI registration number has 14 digits.': 'FSSAI रजिस्ट्रेशन नंबर 14 अंकों का होता है।',
  'Add at least one meal slot.': 'खाने का कम से कम एक समय जोड़ें।',
  'Each meal slot can appear only once.': 'खाने का हर समय सिर्फ़ एक बार आ सकता है।',
  'Choose at least one day.': 'कम से कम एक दिन चुनें।',
  'Enter the cut-off as HH:MM.': 'ऑर्डर बंद होने का समय HH:MM में लिखें।',
  'Item name must be 2–60 characters.': 'डिश का नाम 2 से 60 अक्षरों का होना चाहिए।',
  'Enter a price above ₹0, up to 2 decimals.': '₹0 से ज़्यादा दाम लिखें, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक।',
  'Choose at least one meal slot.': 'खाने का कम से कम एक समय चुनें।',
  'Daily quantity must be 1–500.': 'रोज़ की मात्रा 1 से 500 तक होनी चाहिए।',
  'Quantity must be 1–20.': 'मात्रा 1 से 20 तक होनी चाहिए।',
  'Add at least one item.': 'कम से कम एक डिश जोड़ें।',
  'Please give a reason for rejecting the order.': 'ऑर्डर से मना करने का कारण लिखें।',
  'Please choose a rating from 1 to 5.': 'कृपया 1 से 5 तक रेटिंग चुनें।',
  'Kitchen created successfully!': 'किचन बन गया!',
  'Kitchen updated successfully!': 'किचन अपडेट हो गया!',
  'You already have a kitchen. Edit it instead.': 'आपका एक किचन पहले से है। उसी को बदलें।',
  'This kitchen is not taking orders right now.': 'यह किचन अभी ऑर्डर नहीं ले रहा है।',
  'An admin has paused this kitchen. Please contact support to reopen it.': 'एडमिन ने यह किचन रोक दिया है। फिर से खुलवाने के लिए सहायता टीम से संपर्क करें।',
  'The kitchen does not serve this meal on that day.': 'यह किचन उस दिन यह खाना नहीं बनाता।',
  'This kitchen does not deliver; please choose pickup.': 'यह किचन डिलीवरी नहीं करता; कृपया ख़ुद लेना चुनें।',
  'You cannot order from your own kitchen.': 'आप अपने ही किचन से ऑर्डर नहीं कर सकते।',
  'Order placed!': 'ऑर्डर हो गया!',
  'Only the kitchen owner can update this order.': 'यह ऑर्डर सिर्फ़ किचन वाले ही अपडेट कर सकते हैं।',
  'Only the customer can cancel this order.': 'यह ऑर्डर सिर्फ़ ग्राहक ही रद्द कर सकते हैं।',
  'The cut-off for this order has passed, so it can no longer be cancelled.': 'इस ऑर्डर के बंद होने का समय निकल गया है, इसलिए अब इसे रद्द नहीं किया जा सकता।',
  'You can review a kitchen after one of your orders from it is completed.': 'किसी किचन से आपका कोई ऑर्डर पूरा होने के बाद ही आप उसकी समीक्षा कर सकते हैं।',
  'You have already reviewed this kitchen.': 'आप इस किचन की समीक्षा पहले ही कर चुके हैं।',
  'Thank you for your review!': 'आपकी समीक्षा के लिए धन्यवाद!',
  'Menu item saved.': 'डिश सेव हो गई।',
  'This kitchen has no FSSAI number to verify.': 'इस किचन का कोई FSSAI नंबर नहीं है जिसे सत्यापित किया जाए।',
  'Choose at least one photo.': 'कम से कम एक फ़ोटो चुनें।',
  'Choose a photo.': 'एक फ़ोटो चुनें।',
  'The kitchen': 'यह किचन',
  'The kitchen was not found.': 'यह किचन नहीं मिला।',
  'Your kitchen': 'आपका किचन',
  'Your kitchen was not found.': 'आपका किचन नहीं मिला।',
  'The photo': 'यह फ़ोटो',
  'The menu item': 'यह डिश',
  'The order': 'यह ऑर्डर',
  'The order was not found.': 'यह ऑर्डर नहीं मिला।',
};

/** The Hindi of an order status code, as the kitchen screens name it. */
const HINDI_ORDER_STATUSES: Readonly<Record<string, string>> = {
  placed: 'ऑर्डर हुआ',
  accepted: 'स्वीकार हुआ',
  rejected: 'मना किया',
  preparing: 'बन रहा है',
  ready: 'तैयार',
  completed: 'पूरा हुआ',
  cancelled: 'रद्द',
};

/** "An order that is placed cannot be marked ready." → the same in Hindi, with the statuses' Hindi names. */
function illegalMove(rest: string): string {
  const [from = '', to = ''] = rest.replace(/\.$/, '').split(' cannot be marked ');
  return `जो ऑर्डर "${HINDI_ORDER_STATUSES[from] ?? from}" है, उसे "${HINDI_ORDER_STATUSES[to] ?? to}" नहीं किया जा सकता।`;
}

/** Messages built around a value: the English pattern's parts and the Hindi around the same value. */
export const HINDI_RIDE_HELP_KITCHEN_PATTERNS: ReadonlyArray<{ before: string; after: string; hindi: (value: string) => string }> = [
  { before: 'You can only upload up to ', after: ' photos.', hindi: (n) => `आप ज़्यादा से ज़्यादा ${n} फ़ोटो डाल सकते हैं।` },
  { before: 'Invalid file type: ', after: '', hindi: (file) => `यह फ़ाइल नहीं चलेगी: ${file}` },
  {
    before: 'Orders for this meal closed at ',
    after: '. Please choose a later date or slot.',
    hindi: (at) => `इस खाने के ऑर्डर ${at} पर बंद हो गए। कृपया बाद की कोई तारीख या समय चुनें।`,
  },
  { before: '', after: ' is not on the menu for this meal.', hindi: (name) => `${name} इस खाने के मेन्यू में नहीं है।` },
  { before: '', after: ' is sold out for that day.', hindi: (name) => `उस दिन के लिए ${name} ख़त्म हो गया है।` },
  { before: 'Only ', after: ' left for that day. Please reduce the quantity.', hindi: (what) => `उस दिन के लिए सिर्फ़ ${what} बचे हैं। कृपया मात्रा कम करें।` },
  { before: 'The minimum order for this kitchen is ₹', after: '.', hindi: (min) => `इस किचन में कम से कम ₹${min} का ऑर्डर करना होगा।` },
  { before: 'An order that is ', after: '', hindi: illegalMove },
];
