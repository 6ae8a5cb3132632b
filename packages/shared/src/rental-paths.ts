import { storedImageUrl } from './images';

// The public paths of a rental's stored photo and its thumbnail, in a module without zod so that pages and the
// server's first-screen preload can use them without pulling in the rental schemas. Built by the one stored-image
// URL builder (decision 902).
export const rentalPhotoUrl = (file: string) => storedImageUrl(file, 'rentals') ?? '';
export const rentalThumbUrl = (file: string) => storedImageUrl(file, 'rentals', { thumb: true }) ?? '';
