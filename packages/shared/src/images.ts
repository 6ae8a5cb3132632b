/**
 * The one stored-image format and URL builder. What the server stores for an image is one of:
 * - a public path, "/uploads/<folder>/<file>" (what every upload since the listings writes);
 * - a bare server-made file name, "<32 hex>.<ext>", in the older directory and rentals columns (kept, since
 *   clients read those fields as they are);
 * - an absolute URL (a Google profile picture).
 * Every stored file has a WebP thumbnail beside it, "<name>-thumb.webp".
 */
export const IMAGE_FOLDERS = ['serviceproviders', 'ads', 'rentals', 'cms', 'banners', 'profiles', 'kitchens', 'categories'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

export const thumbFile = (file: string) => file.replace(/\.[a-z]+$/i, '-thumb.webp');

/** The URL of a stored image (or of its thumbnail), or null when there is none ("" or the string "null"). */
export function storedImageUrl(value: string | null | undefined, folder?: ImageFolder, opts: { thumb?: boolean } = {}): string | null {
  if (!value || value === 'null') return null;
  if (/^(https?:)?\/\//.test(value) || value.startsWith('/')) return value;
  const name = opts.thumb ? thumbFile(value) : value;
  return folder ? `/uploads/${folder}/${name}` : `/${name}`;
}
