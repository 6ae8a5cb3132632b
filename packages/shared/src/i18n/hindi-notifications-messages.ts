/** The Hindi of the notification messages (INBOX_MESSAGES in notifications.ts), spread into hindi-messages.ts. */
export const HINDI_NOTIFICATION_MESSAGES: Readonly<Record<string, string>> = {
  'You will no longer get these e-mails.': 'अब आपको ये ई-मेल नहीं आएँगे।',
  'This unsubscribe link is not valid.': 'यह अनसब्सक्राइब लिंक सही नहीं है।',
  'Notification settings saved.': 'सूचना सेटिंग सेव हो गई।',
  'Stop these e-mails?': 'ये ई-मेल बंद करें?',
  'Yes, unsubscribe': 'हाँ, बंद करें',
  'Enter a time as HH:MM.': 'समय HH:MM की तरह लिखें।',
};
