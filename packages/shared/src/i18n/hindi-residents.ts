/** The Hindi of trusted neighbours' server messages (`RESIDENTS_MESSAGES`, issue 25), keyed by their English. */
export const HINDI_RESIDENTS: Readonly<Record<string, string>> = {
  'Enter the block or tower name.': 'ब्लॉक या टावर का नाम लिखें।',
  'Enter the flat number.': 'फ़्लैट नंबर लिखें।',
  'This apartment already has a block with this name.': 'इस अपार्टमेंट में इस नाम का ब्लॉक पहले से है।',
  'This block already has a flat with this number.': 'इस ब्लॉक में यह फ़्लैट नंबर पहले से है।',
  'Residents live in this block. Move them out before removing it.': 'इस ब्लॉक में निवासी रहते हैं। हटाने से पहले उनका मूव-आउट करें।',
  'Residents live in this flat. Move them out before removing it.': 'इस फ़्लैट में निवासी रहते हैं। हटाने से पहले उनका मूव-आउट करें।',
  'The file has no rows. Each row is: block,flat': 'फ़ाइल में कोई पंक्ति नहीं है। हर पंक्ति ऐसी हो: block,flat',
  'The file is too large: at most 5000 rows.': 'फ़ाइल बहुत बड़ी है: ज़्यादा से ज़्यादा 5000 पंक्तियाँ।',
  'The file could not be read as CSV. Each row is: block,flat': 'फ़ाइल CSV की तरह पढ़ी नहीं जा सकी। हर पंक्ति ऐसी हो: block,flat',
  'Some rows have problems; nothing was imported. Fix them and import again.': 'कुछ पंक्तियों में गड़बड़ है, इसलिए कुछ भी इम्पोर्ट नहीं हुआ। उन्हें ठीक करके फिर से इम्पोर्ट करें।',
  'Each row needs two values: block,flat': 'हर पंक्ति में दो चीज़ें चाहिए: block,flat',
  'Say why, so the resident knows what to do.': 'वजह लिखें, ताकि निवासी को पता चले कि आगे क्या करना है।',
  'You already have a join request or a verified flat. Move out first to join another flat.':
    'आपका जुड़ने का अनुरोध या सत्यापित फ़्लैट पहले से है। दूसरे फ़्लैट से जुड़ने के लिए पहले मूव-आउट करें।',
  'This flat already has the most verified residents the society allows.': 'इस फ़्लैट में सोसाइटी की तय सीमा जितने सत्यापित निवासी पहले से हैं।',
  'This invite code does not match your block. Check it with your admin.': 'यह इनवाइट कोड आपके ब्लॉक का नहीं है। अपने एडमिन से जाँच लें।',
  'This society joins by invite code only. Ask your admin for your block’s code.': 'इस सोसाइटी में सिर्फ़ इनवाइट कोड से जुड़ सकते हैं। अपने ब्लॉक का कोड एडमिन से माँगें।',
  'This request has already been decided.': 'इस अनुरोध पर फ़ैसला हो चुका है।',
  'You have no verified flat to move out of.': 'आपका कोई सत्यापित फ़्लैट नहीं है जिससे मूव-आउट करें।',
  'Only verified residents can do this. Ask to join your apartment from your profile.':
    'यह सिर्फ़ सत्यापित निवासी कर सकते हैं। अपनी प्रोफ़ाइल से अपने अपार्टमेंट से जुड़ने का अनुरोध करें।',
  'The block was not found.': 'यह ब्लॉक नहीं मिला।',
  'The flat was not found.': 'यह फ़्लैट नहीं मिला।',
  'The join request was not found.': 'जुड़ने का यह अनुरोध नहीं मिला।',
  'The residency was not found.': 'यह निवास नहीं मिला।',
};
