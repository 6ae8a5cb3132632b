import { HINDI_RIDE_HELP_KITCHEN_MESSAGES, HINDI_RIDE_HELP_KITCHEN_PATTERNS } from './hindi-rides-help-kitchens';
import { LISTINGS_HINDI, LISTINGS_HINDI_PATTERNS } from './hindi-listings';
import { HINDI_DIRECTORY } from './hindi-directory';
import { TRUST_HINDI } from './hindi-trust';
import { HINDI_NOTIFICATION_MESSAGES } from './hindi-notifications-messages';
import { HINDI_ADMIN_MESSAGES, HINDI_ADMIN_PATTERNS } from './hindi-admin';
import { HINDI_SETUP_MESSAGES, HINDI_SETUP_PATTERNS } from './hindi-setup';
import { HINDI_SITE_MESSAGES, HINDI_SITE_PATTERNS } from './hindi-site';
import { HINDI_KITCHEN_SHARE_PATTERNS } from './hindi-kitchen-shares';
import { HINDI_RESIDENTS } from './hindi-residents';
import { HINDI_PRIVACY_MESSAGES } from './hindi-privacy';
import { HINDI_CONSOLE_MESSAGES } from './hindi-console';

/**
 * The Hindi of the messages the server sends and the shared schemas show (spec's messages.tsv and the `*_MESSAGES`
 * catalogues), keyed by their English, which stays the contract (docs/translating.md). Only the server and a Hindi
 * page load this module. Natural, everyday Hindi; "Padosi" and values stay as they are.
 */
export const HINDI_MESSAGES: Readonly<Record<string, string>> = {
  ...LISTINGS_HINDI,
  ...HINDI_DIRECTORY,
  ...TRUST_HINDI,
  ...HINDI_RIDE_HELP_KITCHEN_MESSAGES,
  ...HINDI_NOTIFICATION_MESSAGES,
  ...HINDI_ADMIN_MESSAGES,
  ...HINDI_SETUP_MESSAGES,
  ...HINDI_SITE_MESSAGES,
  ...HINDI_RESIDENTS,
  ...HINDI_PRIVACY_MESSAGES,
  ...HINDI_CONSOLE_MESSAGES,
  // a kitchen's fair-share limits per customer (issue 29)
  'Enter whole numbers: orders 1–20, share 1–100 %, cancellations 1–20.': 'पूरे अंक लिखें: ऑर्डर 1–20, हिस्सा 1–100 %, रद्द ऑर्डर 1–20।',
  'Customer limits saved.': 'ग्राहक सीमाएँ सेव हो गईं।',
  'Fair-share limits': 'सबके लिए बराबर हिस्से की सीमाएँ',
  'Open orders per customer per day': 'एक ग्राहक के एक दिन में खुले ऑर्डर',
  "Share of a dish's daily quantity per customer (%)": 'एक ग्राहक को किसी डिश की रोज़ की मात्रा का हिस्सा (%)',
  'Cancelled cash orders before cash is refused (30 days)': 'कितने कैश ऑर्डर रद्द करने के बाद कैश बंद हो (30 दिन)',
  'Save limits': 'सीमाएँ सेव करें',
  // uploads and a database that is briefly away (issue 29)
  'The server is busy with other uploads. Please try again in a moment.': 'सर्वर अभी दूसरे अपलोड में व्यस्त है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  'You already have two uploads in progress. Please wait for them to finish.': 'आपके दो अपलोड पहले से चल रहे हैं। कृपया उनके पूरे होने का इंतज़ार करें।',
  'The upload stopped sending data. Please check your connection and try again.': 'अपलोड रुक गया। कृपया अपना इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।',
  'The service is briefly unavailable. Please try again in a moment.': 'सेवा कुछ पल के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  // shell, feedback, enquiry
  'Please fill all required fields correctly.': 'कृपया सभी ज़रूरी जानकारी सही-सही भरें।',
  'Thank you for your feedback!': 'आपकी राय के लिए धन्यवाद!',
  'Failed to submit feedback. Please try again.': 'राय नहीं भेजी जा सकी। कृपया फिर से कोशिश करें।',
  'Name is required.': 'नाम ज़रूरी है।',
  'Email is required.': 'ईमेल ज़रूरी है।',
  'Enter a valid email address.': 'सही ईमेल पता लिखें।',
  'Message is required.': 'संदेश ज़रूरी है।',
  'Message must be at least 10 characters.': 'संदेश कम से कम 10 अक्षरों का होना चाहिए।',
  'Minimum 3 characters.': 'कम से कम 3 अक्षर।',
  'Phone number is required.': 'फ़ोन नंबर ज़रूरी है।',
  'Enter a valid 10-digit number.': 'सही 10 अंकों का नंबर लिखें।',
  'Service is required.': 'सेवा चुनना ज़रूरी है।',
  'Something went wrong. Please try again.': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'Emergency Contacts': 'आपातकालीन संपर्क',
  'Feedback Form': 'राय फ़ॉर्म',
  'Submitting...': 'भेजा जा रहा है...',
  // sign-in and profile
  'Failed to load Google API script.': 'Google साइन-इन लोड नहीं हो सका।',
  'Login failed. Please try again.': 'लॉग इन नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Invalid token.': 'आपका सत्र मान्य नहीं है। कृपया फिर से लॉग इन करें।',
  'Please sign in to continue.': 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  'You are not allowed to do that.': 'आपको यह करने की अनुमति नहीं है।',
  'Only admins can do that.': 'यह सिर्फ़ एडमिन कर सकते हैं।',
  'Google sign-in could not be verified. Please try again.': 'Google साइन-इन की पुष्टि नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'Invalid Indian phone number.': 'यह सही भारतीय फ़ोन नंबर नहीं है।',
  'Apartment selection is required.': 'अपार्टमेंट चुनना ज़रूरी है।',
  'Block/Flat number is required.': 'ब्लॉक/फ़्लैट नंबर ज़रूरी है।',
  'Invalid pincode.': 'पिनकोड सही नहीं है।',
  'Only JPG or PNG images are allowed.': 'सिर्फ़ JPG या PNG फ़ोटो ही चलेंगी।',
  'Profile updated successfully!': 'प्रोफ़ाइल अपडेट हो गई!',
  'Image compression failed. Try again.': 'फ़ोटो छोटी नहीं हो सकी। फिर से कोशिश करें।',
  'You can only update your own profile.': 'आप सिर्फ़ अपनी प्रोफ़ाइल बदल सकते हैं।',
  'The user': 'यह सदस्य',
  'Development sign-in works only on the computer that runs the portal, not through a proxy. Ask whoever runs the portal to set up Google sign-in.':
    'डेवलपमेंट साइन-इन सिर्फ़ उसी कंप्यूटर पर चलता है जिस पर पोर्टल चल रहा है, प्रॉक्सी से नहीं। पोर्टल चलाने वाले से Google साइन-इन चालू करने को कहें।',
  // directory
  'No Service Providers Found': 'कोई सेवा देने वाला नहीं मिला',
  'Need quick help? Reach our Admin Team instantly via call, WhatsApp, or email': 'तुरंत मदद चाहिए? कॉल, WhatsApp या ईमेल से हमारी एडमिन टीम से अभी संपर्क करें',
  'Admin Verified': 'एडमिन से सत्यापित',
  'Are you sure you want to delete this service provider?': 'क्या आप सच में यह सेवा हटाना चाहते हैं?',
  'Register your Service / Shop Details': 'अपनी सेवा / दुकान की जानकारी दर्ज करें',
  'Service provider added successfully!': 'सेवा जुड़ गई!',
  'Error adding service provider.': 'सेवा नहीं जोड़ी जा सकी।',
  'Service provider deleted successfully.': 'सेवा हटा दी गई।',
  'Failed to delete service provider.': 'सेवा नहीं हटाई जा सकी।',
  'Something went wrong. Please try again later.': 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Unable to add to favorites. Please login to continue.': 'पसंदीदा में नहीं जोड़ा जा सका। आगे बढ़ने के लिए लॉग इन करें।',
  'Unable to remove from favorites. Please login to continue.': 'पसंदीदा से नहीं हटाया जा सका। आगे बढ़ने के लिए लॉग इन करें।',
  'Service provider added to favorites.': 'पसंदीदा में जोड़ दिया गया।',
  'Service provider removed from favorites.': 'पसंदीदा से हटा दिया गया।',
  'Review added successfully!': 'आपकी समीक्षा जुड़ गई!',
  'Login required to proceed. Please sign in.': 'आगे बढ़ने के लिए लॉग इन ज़रूरी है। कृपया लॉग इन करें।',
  'Please provide both a rating and a comment.': 'कृपया रेटिंग और टिप्पणी दोनों दें।',
  'You cannot review your own service provider.': 'आप अपनी ही सेवा की समीक्षा नहीं कर सकते।',
  'Review deleted.': 'समीक्षा हटा दी गई।',
  'Service provider updated successfully!': 'सेवा अपडेट हो गई!',
  'Error updating service provider. Please try again later.': 'सेवा अपडेट नहीं हो सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Error fetching service provider details. Please try again later.': 'सेवा की जानकारी नहीं मिल सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'File size should not exceed 1 MB.': 'फ़ाइल 1 MB से बड़ी नहीं होनी चाहिए।',
  'Image compression failed. Please try another image.': 'फ़ोटो छोटी नहीं हो सकी। कृपया कोई दूसरी फ़ोटो चुनें।',
  'Image compressed successfully!': 'फ़ोटो छोटी कर दी गई!',
  'Image compression failed; the original image will be uploaded.': 'फ़ोटो छोटी नहीं हो सकी; असली फ़ोटो ही भेजी जाएगी।',
  'Main Category is required.': 'मुख्य श्रेणी ज़रूरी है।',
  'Sub Category is required.': 'उप-श्रेणी ज़रूरी है।',
  'Phone Number is required.': 'फ़ोन नंबर ज़रूरी है।',
  'Shop Name is required.': 'दुकान का नाम ज़रूरी है।',
  'Address is required.': 'पता ज़रूरी है।',
  'Pincode is required.': 'पिनकोड ज़रूरी है।',
  'An image is required.': 'एक फ़ोटो ज़रूरी है।',
  'The image is too large.': 'फ़ोटो बहुत बड़ी है।',
  'Only JPG, PNG or WebP images are allowed.': 'सिर्फ़ JPG, PNG या WebP फ़ोटो ही चलेंगी।',
  'service_provider_id is required.': 'सेवा चुनना ज़रूरी है।',
  'The service provider was not found.': 'यह सेवा नहीं मिली।',
  // ads, rentals, carpool, home help, cms, banners (spec's messages.tsv)
  'Buy / Sell Products': 'सामान खरीदें / बेचें',
  'No ads found. Be the first to list your item!': 'कोई विज्ञापन नहीं मिला। अपना सामान सबसे पहले आप डालें!',
  'Link copied to clipboard!': 'लिंक कॉपी हो गया!',
  'Enter a valid price (numbers only, up to 2 decimals).': 'सही कीमत लिखें (सिर्फ़ अंक, दशमलव के बाद ज़्यादा से ज़्यादा 2)।',
  'You can only upload up to 5 images.': 'आप ज़्यादा से ज़्यादा 5 फ़ोटो डाल सकते हैं।',
  'Updated successfully!': 'अपडेट हो गया!',
  'Created successfully!': 'बन गया!',
  'Failed to load categories.': 'श्रेणियाँ लोड नहीं हो सकीं।',
  'Failed to load ad details.': 'विज्ञापन की जानकारी लोड नहीं हो सकी।',
  'Failed to load ads. Please try again later.': 'विज्ञापन लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Unexpected error.': 'अनचाही गड़बड़ी।',
  'No rentals found. Be the first to list a rental property!': 'किराए पर कुछ नहीं मिला। अपनी प्रॉपर्टी सबसे पहले आप डालें!',
  'Please choose one option.': 'कृपया एक विकल्प चुनें।',
  'Apartment / PG name is required.': 'अपार्टमेंट / PG का नाम ज़रूरी है।',
  'Address is required (max 300 characters).': 'पता ज़रूरी है (ज़्यादा से ज़्यादा 300 अक्षर)।',
  'Please enter a valid cost.': 'कृपया सही किराया लिखें।',
  'Available date is required.': 'कब से उपलब्ध है, यह तारीख ज़रूरी है।',
  'Please select a type.': 'कृपया प्रकार चुनें।',
  'Enter a valid 10-digit phone number.': 'सही 10 अंकों का फ़ोन नंबर लिखें।',
  'Description is required (max 500 characters).': 'विवरण ज़रूरी है (ज़्यादा से ज़्यादा 500 अक्षर)।',
  'Rental created successfully!': 'किराए का विज्ञापन बन गया!',
  'Rental updated successfully!': 'किराए का विज्ञापन अपडेट हो गया!',
  'Failed to load rental details. Please try again.': 'किराए की जानकारी लोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
  'Are you sure you want to delete this rental?': 'क्या आप सच में यह किराए का विज्ञापन हटाना चाहते हैं?',
  'An unexpected error occurred.': 'अनचाही गड़बड़ी हो गई।',
  'Your ride was posted successfully!': 'आपकी राइड पोस्ट हो गई!',
  'Ride updated successfully!': 'राइड अपडेट हो गई!',
  'Cannot select a past date.': 'बीती हुई तारीख नहीं चुन सकते।',
  'Seats must be at least 1.': 'कम से कम 1 सीट होनी चाहिए।',
  'End date cannot be in the past.': 'आख़िरी तारीख बीती हुई नहीं हो सकती।',
  'House Keeping Service': 'घर की साफ़-सफ़ाई सेवा',
  'Please select a service type.': 'कृपया सेवा का प्रकार चुनें।',
  'Date cannot be in the past.': 'तारीख बीती हुई नहीं हो सकती।',
  'Request submitted successfully!': 'अनुरोध भेज दिया गया!',
  'Request updated successfully!': 'अनुरोध अपडेट हो गया!',
  'Failed to load providers. Please try again.': 'सेवा देने वाले लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
  'Failed to load request. Please try again.': 'अनुरोध लोड नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Failed to update request. Please try again.': 'अनुरोध अपडेट नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Failed to submit request. Please try again.': 'अनुरोध नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  'The requested page could not be found.': 'यह पेज नहीं मिला।',
  'Something went wrong! Please try again later.': 'कुछ गड़बड़ हो गई! कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'Are you sure you want to delete this page?': 'क्या आप सच में यह पेज हटाना चाहते हैं?',
  'Banner created successfully!': 'बैनर बन गया!',
  'Banner updated successfully!': 'बैनर अपडेट हो गया!',
  'An unexpected error occurred. Please try again.': 'अनचाही गड़बड़ी हो गई। कृपया फिर से कोशिश करें।',
  'Failed to compress image. Please try another file.': 'फ़ोटो छोटी नहीं हो सकी। कृपया कोई दूसरी फ़ाइल चुनें।',
  // the server's own
  'The requested item': 'यह चीज़',
  'The file is too large.': 'फ़ाइल बहुत बड़ी है।',
  'Too many files.': 'बहुत ज़्यादा फ़ाइलें हैं।',
  'Too many form fields.': 'फ़ॉर्म में बहुत ज़्यादा जानकारी है।',
  'The request is too large.': 'अनुरोध बहुत बड़ा है।',
  'Unsupported content type.': 'यह सामग्री का प्रकार नहीं चलता।',
  'Expected a multipart form.': 'फ़ॉर्म सही तरीके से नहीं भेजा गया।',
  'The request body is empty.': 'अनुरोध ख़ाली है।',
  'The request body is not valid JSON.': 'अनुरोध सही रूप में नहीं है।',
  'Only JPEG, PNG or WebP images are accepted.': 'सिर्फ़ JPEG, PNG या WebP फ़ोटो ही चलेंगी।',
  'Too many requests. Please wait a moment and try again.': 'बहुत ज़्यादा अनुरोध। कृपया थोड़ा रुककर फिर कोशिश करें।',
  'The form data is incomplete or malformed.': 'फ़ॉर्म की जानकारी अधूरी या ग़लत है।',
  'A value in the request is out of range or malformed.': 'अनुरोध में कोई जानकारी सीमा से बाहर या ग़लत है।',
  'Invalid request.': 'अनुरोध सही नहीं है।',
  'Invalid value.': 'यह जानकारी सही नहीं है।',
  'Bad request.': 'अनुरोध सही नहीं है।',
  'Not found.': 'नहीं मिला।',
};

/** Messages built around a value: the English pattern's parts and the Hindi around the same value. */
const PATTERNS: ReadonlyArray<{ before: string; after: string; hindi: (value: string) => string }> = [
  { before: 'Maximum ', after: ' characters allowed.', hindi: (n) => `ज़्यादा से ज़्यादा ${n} अक्षर लिख सकते हैं।` },
  { before: 'At most ', after: ' aliases per category.', hindi: (n) => `एक श्रेणी में ज़्यादा से ज़्यादा ${n} दूसरे नाम।` },
  { before: '', after: ' was not found.', hindi: (what) => `${hindiMessage(what)} नहीं मिली।` },
  ...LISTINGS_HINDI_PATTERNS,
  ...HINDI_RIDE_HELP_KITCHEN_PATTERNS,
  ...HINDI_ADMIN_PATTERNS,
  ...HINDI_SETUP_PATTERNS,
  ...HINDI_SITE_PATTERNS,
  ...HINDI_KITCHEN_SHARE_PATTERNS,
];

/** The Hindi of a message, or the message itself when it has none (a name, a text a person typed). */
export function hindiMessage(english: string): string {
  const known = HINDI_MESSAGES[english];
  if (known) return known;
  for (const p of PATTERNS) {
    if (english.length > p.before.length + p.after.length && english.startsWith(p.before) && english.endsWith(p.after))
      return p.hindi(english.slice(p.before.length, english.length - p.after.length));
  }
  return english;
}
