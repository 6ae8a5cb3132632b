/**
 * The one stored-image format and URL builder. What the server stores for an image is one of:
 * - a public path, "/uploads/<folder>/<file>" (what every upload since the listings writes);
 * - a bare server-made file name, "<32 hex>.<ext>", in the older directory and rentals columns (kept, since
 *   clients read those fields as they are);
 * - an absolute URL (a Google profile picture).
 * Every stored file has two WebP copies beside it: a thumbnail, "<name>-thumb.webp" (320 px wide at most), and a
 * medium copy, "<name>-medium.webp" (800 px wide at most), for phones (decision 1106).
 */
/** What the browser says while it prepares a picture, where a form has no text of its own. */
export const IMAGE_MESSAGES = {
  compressFailed: 'Failed to compress image. Please try another file.',
  compressed: (fromKb: number, toKb: number) => `Image compressed: ${fromKb} KB to ${toKb} KB.`,
} as const;

/** What the server answers when an upload cannot go on now (the form keeps what was typed; try again). */
export const UPLOAD_MESSAGES = {
  busy: 'The server is busy with other uploads. Please try again in a moment.',
  tooManyAtOnce: 'You already have two uploads in progress. Please wait for them to finish.',
  stalled: 'The upload stopped sending data. Please check your connection and try again.',
} as const;

export const IMAGE_FOLDERS = ['serviceproviders', 'ads', 'rentals', 'cms', 'banners', 'profiles', 'kitchens', 'categories'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

export const thumbFile = (file: string) => file.replace(/\.[a-z]+$/i, '-thumb.webp');
export const mediumFile = (file: string) => file.replace(/\.[a-z]+$/i, '-medium.webp');

/** The widest the WebP copies of a stored image are. */
export const IMAGE_COPY_WIDTHS = { thumb: 320, medium: 800 } as const;

const STORED_PATH = /^\/uploads\/[a-z]+\/[a-f0-9]{32}\.(?:jpg|png|webp)$/;

/**
 * The srcset of a stored image's two WebP copies ("…-thumb.webp 320w, …-medium.webp 800w"), for its public path.
 * Undefined for anything the server did not store (an absolute URL, the no-image picture).
 */
export function storedImageSrcset(url: string | null | undefined): string | undefined {
  if (!url || !STORED_PATH.test(url)) return undefined;
  return `${thumbFile(url)} ${IMAGE_COPY_WIDTHS.thumb}w, ${mediumFile(url)} ${IMAGE_COPY_WIDTHS.medium}w`;
}

/**
 * A large picture (the home banner, a provider's picture) is the stored file from this width up and its WebP copies
 * below it, chosen by media query rather than by srcset: a phone then never takes the stored file, even where a
 * browser sizes "100vw" by its 980 px default before the viewport meta applies (decision 1106).
 */
export const WIDE_SCREEN = '(min-width: 1024px)';
export const NARROW_SCREEN = '(max-width: 1023.98px)';
/** How wide a large picture is laid out below WIDE_SCREEN. */
export const LARGE_PICTURE_SIZES = '100vw';

/** The URL of a stored image (or of its thumbnail), or null when there is none ("" or the string "null"). */
export function storedImageUrl(value: string | null | undefined, folder?: ImageFolder, opts: { thumb?: boolean } = {}): string | null {
  if (!value || value === 'null') return null;
  if (/^(https?:)?\/\//.test(value) || value.startsWith('/')) return value;
  const name = opts.thumb ? thumbFile(value) : value;
  return folder ? `/uploads/${folder}/${name}` : `/${name}`;
}
