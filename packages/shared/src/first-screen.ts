// What the server puts into the HTML page so the first screen needs no API round trip (issue 11, decision 1101):
// for each page, the public GET calls whose answers the page shows above the fold, each under the TanStack Query key
// the browser's hook uses, and the image the page's largest paint will be. Browser hooks take their keys from here.
// No zod here: the browser's first page imports this module.
import { LARGE_PICTURE_SIZES, mediumFile, NARROW_SCREEN, storedImageSrcset } from './images';
import { providerImageUrl } from './provider-constants';
import { rentalPhotoUrl, rentalThumbUrl } from './rental-paths';

export interface FirstScreenCall {
  /** The query key of the browser hook that shows this data. */
  key: readonly unknown[];
  /** The public API call, as the hook makes it (no token: the page is the same for everyone). */
  url: string;
  /** The hook keeps only this field of the answer. */
  pick?: 'data' | 'items';
}

/** An image to preload; with srcset and sizes exactly as the <img> has them, so the browser picks the same file. */
export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
  /** Only for screens this media query matches. */
  media?: string;
}

/** The srcset and sizes of the list cards (AdCard, RentalCard), shared so the preload matches the <img>. */
export const LIST_CARD_IMAGE = {
  // The stored photo's WebP copies (decision 1106): a card is never wider than the 800 px copy needs.
  srcset: (thumb: string, full: string) => storedImageSrcset(full) ?? `${thumb} 320w, ${full} 1200w`,
  adSizes: '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw',
  rentalSizes: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
} as const;

export interface FirstScreen {
  calls: FirstScreenCall[];
  /** The lazy modules the page renders its first screen with (source paths as in Vite's manifest), preloaded. */
  modules: string[];
  /** The page's largest image, from the calls' data (already picked), for <link rel="preload">. */
  lcpImage?: (data: unknown[]) => PreloadImage[] | PreloadImage | null | undefined;
}

export const FIRST_SCREEN_KEYS = {
  banners: ['banners'],
  mainCategories: ['categories', 'main'],
  homeCardGroups: ['categories', 'homecards'],
  homeCards: ['homecards'],
  provider: (id: number) => ['provider', id],
  ads: (page: number, sort: string, userId: number | null = null) => ['ads', 'list', { userId, page, sort }],
  rentals: (page: number, userId: number | null = null) => ['rentals', 'list', { userId, page }],
} as const;

const href = (url: string | null | undefined) => (url ? { href: url } : null);
/**
 * A large picture to preload as StoredPicture draws it on a phone: its WebP copies, below WIDE_SCREEN only. A wide
 * screen gets no preload: the <picture> in the server's markup is found as early, and a second, media-gated preload
 * of the stored file was fetched on emulated phones as well.
 */
function largePicture(url: string | null | undefined): PreloadImage | null {
  if (!url) return null;
  const copies = storedImageSrcset(url);
  return copies ? { href: mediumFile(url), srcset: copies, sizes: LARGE_PICTURE_SIZES, media: NARROW_SCREEN } : { href: url };
}
const firstBanner = (list: unknown) => (Array.isArray(list) ? largePicture((list[0] as { image_url?: string | null } | undefined)?.image_url) : null);
const firstItem = <T>(page: unknown) => (page as { items?: T[] } | undefined)?.items?.[0];

function firstAdImage(page: unknown): PreloadImage | null {
  const ad = firstItem<{ thumbnails?: string[]; images?: string[] }>(page);
  const [thumb, full] = [ad?.thumbnails?.[0], ad?.images?.[0]];
  if (!thumb || !full) return href(thumb ?? full);
  return { href: thumb, srcset: LIST_CARD_IMAGE.srcset(thumb, full), sizes: LIST_CARD_IMAGE.adSizes };
}

function firstRentalImage(page: unknown): PreloadImage | null {
  const photo = firstItem<{ photos?: string[] }>(page)?.photos?.[0];
  if (!photo) return null;
  const thumb = rentalThumbUrl(photo);
  return { href: thumb, srcset: LIST_CARD_IMAGE.srcset(thumb, rentalPhotoUrl(photo)), sizes: LIST_CARD_IMAGE.rentalSizes };
}

/** The first screen of a page path, or null when the page has none worth inlining. */
/** The page a path names, for the first screen and its server cache: "/ads//" is "/ads", "/" stays "/". */
export function firstScreenPath(pathname: string) {
  // Trailing slashes trimmed by a loop: a regex like /\/+$/ is quadratic on a long run of slashes.
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end--;
  return pathname.slice(0, end);
}

export function firstScreenOf(pathname: string): FirstScreen | null {
  const path = firstScreenPath(pathname);
  if (path === '/' || path === '/home') {
    return {
      calls: [
        { key: FIRST_SCREEN_KEYS.banners, url: '/api/banners' },
        { key: FIRST_SCREEN_KEYS.mainCategories, url: '/api/managecategory/maincategorylisting' },
        { key: FIRST_SCREEN_KEYS.homeCardGroups, url: '/api/managecategory/homecards-categories/listing' },
        { key: FIRST_SCREEN_KEYS.homeCards, url: '/api/homecards/listing' },
      ],
      modules: ['src/features/directory/pages/home-page.tsx'],
      lcpImage: ([banners]) => firstBanner(banners),
    };
  }
  const detail = /^\/details\/(\d{1,9})$/.exec(path);
  if (detail) {
    const id = Number(detail[1]);
    return {
      calls: [{ key: FIRST_SCREEN_KEYS.provider(id), url: `/api/service-providers/details/${id}`, pick: 'data' }],
      modules: ['src/features/directory/pages/provider-detail-page.tsx'],
      lcpImage: ([provider]) => largePicture(providerImageUrl((provider as { profile_image_url?: string | null } | undefined)?.profile_image_url)),
    };
  }
  if (path === '/ads') {
    return {
      calls: [{ key: FIRST_SCREEN_KEYS.ads(1, 'latest'), url: '/api/ads/listing?page=1&sort=latest' }],
      modules: ['src/features/ads/pages/ads-page.tsx'],
      lcpImage: ([page]) => firstAdImage(page),
    };
  }
  if (path === '/rentals') {
    return {
      calls: [{ key: FIRST_SCREEN_KEYS.rentals(1), url: '/api/rentals/listing?page=1' }],
      modules: ['src/features/rentals/pages/rentals-page.tsx'],
      lcpImage: ([page]) => firstRentalImage(page),
    };
  }
  return null;
}

/** The id of the inline `<script type="application/json">` that carries `[key, data][]`. */
export const FIRST_SCREEN_SCRIPT_ID = 'first-screen-data';
