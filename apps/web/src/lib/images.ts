import { storedImageUrl, type ImageFolder } from '@padosi/shared/images';

/**
 * Compresses a picture in the browser before upload, with the spec's "target KB, max dimension" arguments.
 * The library is loaded only when a picture is chosen, so it stays out of the first page's JavaScript.
 * No web worker: the library's worker is a blob: script that imports itself from a CDN, which the CSP
 * (worker-src 'self', script-src 'self') rightly refuses, logging an error on every upload (decision 1501).
 */
export async function compressImage(file: File, targetKb: number, maxPx: number): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const blob = await imageCompression(file, { maxSizeMB: targetKb / 1024, maxWidthOrHeight: maxPx, useWebWorker: false, initialQuality: 0.85 });
  return new File([blob], file.name, { type: blob.type || file.type, lastModified: Date.now() });
}

export const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/**
 * Images whose stored value is empty, the string "null" or fails to load fall back to this picture: an icon with no
 * words drawn in it, so it reads the same on a Hindi page (issue 23). Where "no picture" tells the reader something,
 * the <img> carries it as translated alt text. (`/noimage.jpg`, the old placeholder, stays for stored links to it.)
 */
export const NO_IMAGE = '/noimage.svg';

export const imageUrl = (value: string | null | undefined, folder?: ImageFolder) => storedImageUrl(value, folder) ?? NO_IMAGE;

export function onImageError(e: React.SyntheticEvent<HTMLImageElement>) {
  const img = e.currentTarget;
  // A srcset would keep choosing the picture that failed.
  img.removeAttribute('srcset');
  if (!img.src.endsWith(NO_IMAGE)) img.src = NO_IMAGE;
}
