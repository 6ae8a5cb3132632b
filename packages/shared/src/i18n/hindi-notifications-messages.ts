/** The Hindi of the notification messages (INBOX_MESSAGES in notifications.ts), spread into hindi-messages.ts. */
export const HINDI_NOTIFICATION_MESSAGES: Readonly<Record<string, string>> = {
  'You will no longer get these e-mails.': 'अब आपको ये ई-मेल नहीं आएँगे।',
  'This unsubscribe link is not valid.': 'यह अनसब्सक्राइब लिंक सही नहीं है।',
  'Notification settings saved.': 'सूचना सेटिंग सेव हो गई।',
  'Stop these e-mails?': 'ये ई-मेल बंद करें?',
  'Yes, unsubscribe': 'हाँ, बंद करें',
  'Enter a time as HH:MM.': 'समय HH:MM की तरह लिखें।',
  // SAVED_SEARCH_MESSAGES (saved-searches.ts)
  'Search saved. You will hear of new matches.': 'खोज सेव हो गई। नए नतीजे आने पर आपको बताया जाएगा।',
  'You can keep at most 20 saved searches. Delete one first.': 'आप ज़्यादा से ज़्यादा 20 खोजें सेव रख सकते हैं। पहले कोई एक हटाएँ।',
  'You have already saved this search.': 'यह खोज आपने पहले ही सेव की हुई है।',
  'These search filters are not valid.': 'खोज के ये फ़िल्टर सही नहीं हैं।',
  'Type what you are looking for before saving the search.': 'खोज सेव करने से पहले लिखें कि आप क्या ढूँढ रहे हैं।',
  'Saved search deleted.': 'सेव की गई खोज हटा दी गई।',
  'This saved search was not found.': 'यह सेव की गई खोज नहीं मिली।',
};
