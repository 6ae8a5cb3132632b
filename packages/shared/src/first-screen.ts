// What the server puts into the HTML page so the first screen needs no API round trip (issue 11, decision 1101):
// for each page, the public GET calls whose answers the page shows above the fold, each under the TanStack Query key
// the browser's hook uses, and the image the page's largest paint will be. Browser hooks take their keys from here.
// No zod here: the browser's first page imports this module.
import { BANNER_STORED_MAX_PX } from './home-constants';
import { IMAGE_COPY_WIDTHS, storedImageSrcset } from './images';
import { PROVIDER_LIMITS, providerImageUrl } from './provider-constants';
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
}

/** The srcset and sizes of the list cards (AdCard, RentalCard), shared so the preload matches the <img>. */
export const LIST_CARD_IMAGE = {
  // The stored photo's WebP copies (decision 1106): a card is never wider than the 800 px copy needs.
  srcset: (thumb: string, full: string) => storedImageSrcset(full, IMAGE_COPY_WIDTHS.medium) ?? `${thumb} 320w, ${full} 1200w`,
  adSizes: '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw',
  rentalSizes: '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
} as const;

/**
 * The home banner and a provider's picture: the stored image with its WebP copies as srcset (decision 1106), and
 * sizes as the pages lay them out. Shared so the preload matches the <img>.
 */
export const BANNER_IMAGE = { srcset: (url: string | null | undefined) => storedImageSrcset(url, BANNER_STORED_MAX_PX), sizes: '(min-width: 1280px) 1200px, 100vw' } as const;
export const PROVIDER_IMAGE = { srcset: (url: string | null | undefined) => storedImageSrcset(url, PROVIDER_LIMITS.storedMaxPx), sizes: '(min-width: 1024px) 840px, 100vw' } as const;

export interface FirstScreen {
  calls: FirstScreenCall[];
  /** The lazy modules the page renders its first screen with (source paths as in Vite's manifest), preloaded. */
  modules: string[];
  /** The page's largest image, from the calls' data (already picked), for <link rel="preload">. */
  lcpImage?: (data: unknown[]) => PreloadImage | null | undefined;
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
/** A stored image to preload, with its copies when it has them. */
function responsive(url: string | null | undefined, image: typeof BANNER_IMAGE | typeof PROVIDER_IMAGE): PreloadImage | null {
  if (!url) return null;
  const srcset = image.srcset(url);
  return srcset ? { href: url, srcset, sizes: image.sizes } : { href: url };
}
const firstBanner = (list: unknown) => (Array.isArray(list) ? responsive((list[0] as { image_url?: string | null } | undefined)?.image_url, BANNER_IMAGE) : null);
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
export function firstScreenOf(pathname: string): FirstScreen | null {
  // Trailing slashes trimmed by a loop: a regex like /\/+$/ is quadratic on a long run of slashes.
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end--;
  const path = pathname.slice(0, end);
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
      lcpImage: ([provider]) => responsive(providerImageUrl((provider as { profile_image_url?: string | null } | undefined)?.profile_image_url), PROVIDER_IMAGE),
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
