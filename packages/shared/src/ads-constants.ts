// The ads texts, statuses and sorts, in a module without zod: the ads list page imports them, and with ads.ts
// (its schemas) it would load zod with its first chunk.

export const AD_MESSAGES = {
  pageTitle: 'Buy / Sell Products',
  createButton: 'Create Buy/Sell Ads',
  empty: 'No ads found. Be the first to list your item!',
  emptyLink: 'Post an Ad',
  linkCopied: 'Link copied to clipboard!',
  categoryRequired: 'Please select a category.',
  titleRequired: 'Title is required.',
  titleChars: 'Title can contain only letters, digits and spaces.',
  descriptionRequired: 'Description is required.',
  descriptionChars: "Description can contain only letters, digits, spaces and . , ! ? ' -",
  priceRequired: 'Price is required.',
  priceInvalid: 'Enter a valid price (numbers only, up to 2 decimals).',
  contactInvalid: 'Enter a valid 10-digit number.',
  locationRequired: 'Location is required.',
  locationChars: 'Location can contain only letters, digits, spaces and , . -',
  statusRequired: 'Please select a status.',
  imagesRequired: 'Please add at least one image.',
  tooManyImages: 'You can only upload up to 5 images.',
  imageNotValid: (file: string) => `${file} is not valid.`,
  compressFailed: (file: string) => `Failed to compress ${file}.`,
  deletedImagesInvalid: 'deletedImages must be a JSON list of image paths.',
  updated: 'Updated successfully!',
  created: 'Created successfully!',
  deleted: 'Ad deleted successfully.',
  categoriesFailed: 'Failed to load categories.',
  detailsFailed: 'Failed to load ad details.',
  listFailed: 'Failed to load ads. Please try again later.',
  unexpected: 'Unexpected error.',
} as const;

/** Offered in the form (spec 02 §4); Pending is shown in badges but never chosen in the form. */
export const AD_FORM_STATUSES = ['Available', 'Sold', 'Inactive'] as const;
export const AD_STATUSES = ['Available', 'Sold', 'Pending', 'Inactive'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

export const AD_SORTS = ['latest', 'priceLowHigh', 'priceHighLow', 'title'] as const;
export type AdSort = (typeof AD_SORTS)[number];
export const AD_SORT_LABELS: Record<AdSort, string> = {
  latest: 'Latest',
  priceLowHigh: 'Price: Low to High',
  priceHighLow: 'Price: High to Low',
  title: 'Title: A to Z',
};
