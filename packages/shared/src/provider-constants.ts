import { storedImageUrl } from './images';
/**
 * Limits, texts and small helpers of the directory's provider screens, kept apart from the zod schemas so the
 * home page and the shell can use them without loading zod.
 */
/** Spec 01 points 5 and 9: the registration and update forms differ in the name limit and the image rules. */
export const PROVIDER_LIMITS = {
  nameMaxCreate: 80,
  nameMaxUpdate: 100,
  shopnameMax: 100,
  addressMax: 150,
  pincodeMax: 10,
  businessDetailsMax: 500,
  longDescMax: 2000,
  /** The rich text's HTML, tags included: generous for formatting, small enough to count in microseconds. */
  longDescHtmlMax: 40_000,
  /** Update form: the picked file may be at most 1 MB. */
  imageMaxBytesUpdate: 1024 * 1024,
  /** Registration sends the original when compression fails, so the server accepts up to 5 MB there. */
  imageMaxBytesCreate: 5 * 1024 * 1024,
  /** browser-image-compression targets: size in KB and longest side in px. */
  compressCreate: { maxSizeKb: 200, maxPx: 800 },
  compressUpdate: { maxSizeKb: 100, maxPx: 800 },
  /** Stored image: longest side after the server re-encodes it. */
  storedMaxPx: 1200,
} as const;

export const PROVIDER_MESSAGES = {
  createTitle: 'Register your Service / Shop Details',
  nameRequired: 'Name is required.',
  shopnameRequired: 'Shop Name is required.',
  addressRequired: 'Address is required.',
  pincodeRequired: 'Pincode is required.',
  parentRequired: 'Main Category is required.',
  categoryRequired: 'Sub Category is required.',
  phoneRequired: 'Phone Number is required.',
  imageRequired: 'An image is required.',
  imageTooLarge: 'File size should not exceed 1 MB.',
  /** Registration's limit is the upload's own (5 MB), so its refusal names no size. */
  imageTooLargeCreate: 'The image is too large.',
  imageType: 'Only JPG, PNG or WebP images are allowed.',
  added: 'Service provider added successfully!',
  addFailed: 'Error adding service provider.',
  updated: 'Service provider updated successfully!',
  updateFailed: 'Error updating service provider. Please try again later.',
  loadForEditFailed: 'Error fetching service provider details. Please try again later.',
  deleteConfirm: 'Are you sure you want to delete this service provider?',
  deleted: 'Service provider deleted successfully.',
  deleteFailed: 'Failed to delete service provider.',
  serviceFailed: 'Something went wrong. Please try again later.',
  compressFailedUpdate: 'Image compression failed. Please try another image.',
  compressedUpdate: 'Image compressed successfully!',
  /** Registration: on failure the original is sent with this notice. */
  compressFailedCreate: 'Image compression failed; the original image will be uploaded.',
  adminVerified: 'Admin Verified',
  notFound: 'No Service Providers Found',
  notFoundHelp: 'Need quick help? Reach our Admin Team instantly via call, WhatsApp, or email',
} as const;

/** The shop question of both forms: yes or no. When absent it follows whether a shop name was given. */
export const HAS_SHOP = ['yes', 'no'] as const;

/** Rating badge colour: green at 4.5 or above, yellow at 3 or above, red below. */
export const ratingTone = (rating: number): 'green' | 'yellow' | 'red' => (rating >= 4.5 ? 'green' : rating >= 3 ? 'yellow' : 'red');
/** The average shown beside the stars: one decimal. */
export const roundRating = (rating: number) => Math.round(rating * 10) / 10;
/** Whole stars to fill: 0 to 5. */
export const starCount = (rating: number) => Math.min(5, Math.max(0, Math.round(rating)));

/** Provider images are stored as a file name under /uploads/serviceproviders/; a thumbnail sits beside each. */
export const providerImageUrl = (file: string | null | undefined, opts: { thumb?: boolean } = {}) => storedImageUrl(file, 'serviceproviders', opts);

export const REVIEW_LIMITS = { commentMax: 500, successMs: 3000 } as const;

export const REVIEW_MESSAGES = {
  bothRequired: 'Please provide both a rating and a comment.',
  commentMax: 'Maximum 500 characters allowed.',
  added: 'Review added successfully!',
  loginRequired: 'Login required to proceed. Please sign in.',
  failed: 'Something went wrong. Please try again.',
  ownProvider: 'You cannot review your own service provider.',
  deleted: 'Review deleted.',
} as const;

export const FAVORITE_MESSAGES = {
  added: 'Service provider added to favorites.',
  removed: 'Service provider removed from favorites.',
  addLogin: 'Unable to add to favorites. Please login to continue.',
  removeLogin: 'Unable to remove from favorites. Please login to continue.',
  failed: 'Something went wrong. Please try again later.',
  providerRequired: 'service_provider_id is required.',
} as const;

/** The most favourites one list call returns; a person's favourites stay far below this. */
export const FAVORITES_LIST_MAX = 500;
