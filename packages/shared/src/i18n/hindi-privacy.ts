import { GRIEVANCE_MESSAGES as G } from '../grievances';
import { PRIVACY_MESSAGES as M } from '../privacy';
import { MINIMUM_AGE_MESSAGES as A } from '../users';

/** The Hindi of the privacy module's server messages (issue 30), spread into HINDI_MESSAGES. */
export const HINDI_PRIVACY_MESSAGES: Readonly<Record<string, string>> = {
  [M.exportStarted]: 'हम आपका डेटा तैयार कर रहे हैं। कुछ मिनटों में यह यहीं मिल जाएगा।',
  [M.exportOncePerDay]: 'आप दिन में एक बार ही अपना डेटा डाउनलोड कर सकते हैं। कृपया कल फिर कोशिश करें।',
  [M.exportNotReady]: 'आपकी फ़ाइल अभी तैयार नहीं है।',
  [M.exportExpired]: 'इस फ़ाइल की समय-सीमा ख़त्म हो गई है। कृपया नई फ़ाइल माँगें।',
  [M.erasureRequested]: 'आपका खाता बंद कर दिया गया है और 48 घंटे में मिटा दिया जाएगा। रद्द करने के लिए उससे पहले फिर से साइन इन करें।',
  [M.erasureAlreadyRequested]: 'आपका खाता पहले से मिटाया जा रहा है।',
  [M.erasurePending]: 'आपका खाता मिटाया जा रहा है। आप अभी भी इसे रोक सकते हैं।',
  [M.erasureCancelled]: 'फिर से स्वागत है! आपका खाता नहीं मिटाया जाएगा।',
  [M.cancelLinkInvalid]: 'यह रद्द करने का लिंक अब काम नहीं करता। कृपया फिर से साइन इन करें।',
  [M.confirmRequired]: 'कृपया पक्का करें कि आप अपना खाता मिटाना चाहते हैं।',
  [M.adminCannotErase]: 'एडमिन खाता नहीं मिटाया जा सकता। पहले किसी दूसरे एडमिन से अपनी एडमिन भूमिका हटवाएँ।',
  [M.formerResident]: 'पूर्व निवासी',
  // the grievance desk
  [G.kindRequired]: 'चुनें कि आपका अनुरोध किस बारे में है।',
  [G.messageRequired]: 'कृपया अपना अनुरोध लिखें।',
  [G.messageMin]: 'कृपया कम से कम 10 अक्षर लिखें।',
  [G.messageMax]: 'ज़्यादा से ज़्यादा 2000 अक्षर लिखे जा सकते हैं।',
  [G.replyRequired]: 'जवाब लिखें।',
  [G.filed]: 'आपका अनुरोध मिल गया है। शिकायत अधिकारी दिखाई गई तारीख़ से पहले जवाब देंगे।',
  [G.tooMany]: 'आप दिन में ज़्यादा से ज़्यादा 5 अनुरोध भेज सकते हैं। कृपया कल फिर कोशिश करें।',
  [G.replied]: 'आपका जवाब भेज दिया गया है।',
  [G.closed]: 'अनुरोध बंद कर दिया गया है।',
  [G.alreadyClosed]: 'यह अनुरोध पहले ही बंद हो चुका है।',
  [G.daysInvalid]: '1 से 90 तक दिनों की संख्या लिखें।',
  'This request was not found.': 'यह अनुरोध नहीं मिला।',
  // minimum age
  [A.confirmAge]: 'कृपया पक्का करें कि आपकी उम्र कम से कम 13 साल है।',
  [A.confirmed]: 'उम्र पक्की करने के लिए धन्यवाद।',
};
