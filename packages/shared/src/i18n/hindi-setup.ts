/** The Hindi of the setup link's messages (`SETUP_MESSAGES`), keyed by their English (docs/translating.md). */
export const HINDI_SETUP_MESSAGES: Readonly<Record<string, string>> = {
  'Become the first admin': 'पहले एडमिन बनें',
  'Sign in to continue': 'आगे बढ़ने के लिए लॉग इन करें',
  'Making you the admin…': 'आपको एडमिन बनाया जा रहा है…',
  'You are now the admin.': 'अब आप एडमिन हैं।',
  'This page needs the setup link that the portal printed in its terminal when it started. Open that link as it is.':
    'इस पेज के लिए वह सेटअप लिंक चाहिए जो पोर्टल ने शुरू होते समय अपने टर्मिनल में छापा था। वही लिंक जैसा है वैसा खोलें।',
  'This setup link is not valid or has been used already. Use the newest link the portal printed when it started.':
    'यह सेटअप लिंक सही नहीं है या पहले ही इस्तेमाल हो चुका है। पोर्टल ने शुरू होते समय जो सबसे नया लिंक छापा था, वह इस्तेमाल करें।',
  'This setup link has expired. Restart the portal: it prints a new one while it has no admin.':
    'इस सेटअप लिंक का समय ख़त्म हो गया है। पोर्टल फिर से चालू करें: जब तक कोई एडमिन नहीं है, वह नया लिंक छापता है।',
  'This portal already has an admin. Ask them to make you an admin from the admin console.':
    'इस पोर्टल का एडमिन पहले से है। उनसे कहें कि एडमिन कंसोल से आपको एडमिन बना दें।',
  'Could not finish the setup. Please try again.': 'सेटअप पूरा नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Go to the home page': 'होम पेज पर जाएँ',
};

/** Messages built around a value (the site's name). */
export const HINDI_SETUP_PATTERNS: ReadonlyArray<{ before: string; after: string; hindi: (value: string) => string }> = [
  {
    before: 'This link makes you the first admin of ',
    after: '. Sign in with the account you will run the portal with, and you will come back here to finish.',
    hindi: (site) => `यह लिंक आपको ${site} का पहला एडमिन बनाता है। जिस खाते से आप पोर्टल चलाएँगे, उससे लॉग इन करें; सेटअप पूरा करने के लिए आप यहीं वापस आएँगे।`,
  },
];
