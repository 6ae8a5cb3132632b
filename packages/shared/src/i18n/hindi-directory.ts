/**
 * The Hindi of the directory's shared texts that the table had no entry for yet: the home cards' default button and the
 * "What would you like to post?" choices (`CREATE_MASTER_OPTIONS`), keyed by their English (docs/translating.md). A
 * file of its own, spread into the one table, so helpers translating different features never edit the same lines.
 * (The note after compressing a picture, `IMAGE_MESSAGES.compressed`, is the site's pattern in hindi-site.ts.)
 */
export const HINDI_DIRECTORY: Readonly<Record<string, string>> = {
  Explore: 'देखें',
  'Business or Service': 'काम-धंधा या सेवा',
  'List your service or shop in the directory': 'अपनी सेवा या दुकान डायरेक्टरी में जोड़ें',
  'Rental House or PG': 'किराए का घर या PG',
  'Post a house, flat or paying-guest place': 'घर, फ़्लैट या पेइंग-गेस्ट की जगह का विज्ञापन डालें',
  'Buy or Sell': 'खरीदें या बेचें',
  'Post an item to buy or sell': 'खरीदने या बेचने के लिए सामान का विज्ञापन डालें',
};
