/**
 * The Hindi of the admin console's setup messages (issue 24): categories and their home-help choice, the starter
 * categories, moderation of listings and the setup checklist, keyed by their English (docs/translating.md). A file
 * of its own, spread into the one Hindi table, so translators of other features never edit these lines.
 */
export const HINDI_CONSOLE_MESSAGES: Readonly<Record<string, string>> = {
  // categories (CATEGORY_MESSAGES): the home-help choice and the starter set
  'Choose maid, cook, house keeping or none.': 'कामवाली, खाना बनाने वाली, हाउस कीपिंग या कोई नहीं – इनमें से चुनें।',
  'The starter categories were added.': 'शुरुआती श्रेणियाँ जुड़ गईं।',
  'The starter categories are already there.': 'शुरुआती श्रेणियाँ पहले से मौजूद हैं।',
};
