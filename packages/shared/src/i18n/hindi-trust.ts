/**
 * The Hindi of the trusted-neighbours messages (`TRUST_MESSAGES`: private phone numbers, warnings, hidden listings),
 * keyed by their English (docs/translating.md), in a file of its own so translators of other features never edit
 * the same lines; the table spreads it in.
 */
export const TRUST_HINDI: Readonly<Record<string, string>> = {
  'Please sign in to see the phone number.': 'फ़ोन नंबर देखने के लिए कृपया साइन इन करें।',
  'You have seen many phone numbers in the last hour. Please try again later.': 'आपने पिछले एक घंटे में बहुत सारे फ़ोन नंबर देखे हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'Only verified residents can see phone numbers. Ask to join your apartment in your profile.':
    'फ़ोन नंबर सिर्फ़ सत्यापित निवासी देख सकते हैं। अपनी प्रोफ़ाइल में अपनी सोसाइटी से जुड़ने का अनुरोध करें।',
  'Name the rule that was broken.': 'बताएँ कि कौन-सा नियम तोड़ा गया।',
  'Write a note the resident will read.': 'निवासी के लिए एक संदेश लिखें।',
  'Choose a suspension of 1 to 365 days.': 'रोक 1 से 365 दिन तक की चुनें।',
  'The resident was warned.': 'निवासी को चेतावनी दे दी गई।',
  'Your posting is suspended after three warnings. You can post again when the suspension ends.':
    'तीन चेतावनियों के बाद आपके पोस्ट करने पर रोक लगी है। रोक खत्म होने पर आप फिर से पोस्ट कर सकेंगे।',
  'The resident was not found.': 'यह निवासी नहीं मिला।',
  'This listing was removed by the moderators and takes no new reviews.': 'इस लिस्टिंग को मॉडरेटर ने हटा दिया है, इस पर नई समीक्षा नहीं दी जा सकती।',
  'This listing was removed by the moderators and cannot be saved.': 'इस लिस्टिंग को मॉडरेटर ने हटा दिया है, इसे सेव नहीं किया जा सकता।',
  'This listing was removed by the moderators; there is nothing left to report.': 'इस लिस्टिंग को मॉडरेटर ने पहले ही हटा दिया है, अब इसकी शिकायत की ज़रूरत नहीं।',
  'The review was removed.': 'समीक्षा हटा दी गई।',
  'Give a reason for removing the review.': 'समीक्षा हटाने की वजह लिखें।',
};
