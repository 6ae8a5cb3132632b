// The rentals texts, in a module without zod: the rentals list page imports them, and with rentals.ts (its
// schemas) it would load zod with its first chunk.

export const RENTAL_MESSAGES = {
  empty: 'No rentals found. Be the first to list a rental property!',
  createButton: 'Create Rentals Ads',
  roleRequired: 'Please choose one option.',
  apartmentRequired: 'Apartment / PG name is required.',
  blockFlatRequired: 'Block/Flat number is required.',
  addressRequired: 'Address is required (max 300 characters).',
  costInvalid: 'Please enter a valid cost.',
  dateRequired: 'Available date is required.',
  datePast: 'Available date cannot be in the past.',
  typeRequired: 'Please select a type.',
  phoneInvalid: 'Enter a valid 10-digit phone number.',
  descriptionRequired: 'Description is required (max 500 characters).',
  statusRequired: 'Please select a status.',
  invalidFileType: (file: string) => `Invalid file type: ${file}`,
  tooManyPhotos: 'You can upload up to 8 photos.',
  deletedPhotosInvalid: 'deletedPhotos must be a JSON list of photo file names.',
  created: 'Rental created successfully!',
  updated: 'Rental updated successfully!',
  deleted: 'Rental deleted successfully.',
  loadFailed: 'Failed to load rental details. Please try again.',
  confirmDelete: 'Are you sure you want to delete this rental?',
  unexpected: 'An unexpected error occurred.',
} as const;
