import sharp from 'sharp';
import { IMAGE_COPY_WIDTHS } from '@padosi/shared/images';
import { UnsupportedMedia } from '../http/errors';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The format a buffer really holds, by its magic bytes; names and declared types are never trusted. */
export function sniffImage(buf: Buffer): ImageKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 12 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ImageRules {
  allowed: readonly ImageKind[];
  /** Longest side after re-encoding. */
  maxPx: number;
  message?: string;
}

export interface EncodedImage {
  kind: ImageKind;
  data: Buffer;
  thumb: Buffer;
  /** The medium WebP copy, 800 px wide at most. */
  medium: Buffer;
  width: number;
  height: number;
}

/** 16 MP: any phone photo, but a decompression bomb cannot make one decode take hundreds of MB of memory. */
export const MAX_INPUT_PIXELS = 16_000_000;
const { thumb: THUMB_PX, medium: MEDIUM_PX } = IMAGE_COPY_WIDTHS;
/** Decodes running at once, app-wide; the rest wait their turn (each decode holds up to ~64 MB and a libuv thread). */
export const MAX_CONCURRENT_DECODES = 2;

let running = 0;
const waiting: Array<() => void> = [];

/** Runs fn when one of the MAX_CONCURRENT_DECODES slots is free. */
export async function withDecodeSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** For tests: decodes running now and waiting now. */
export const decodeLoad = () => ({ running, waiting: waiting.length });

/** The medium WebP copy of a stored image: no wider than IMAGE_COPY_WIDTHS.medium, never enlarged. */
export const mediumCopy = (stored: Buffer) => sharp(stored).resize({ width: MEDIUM_PX, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();

/**
 * Decodes and re-encodes an upload: applies the EXIF orientation, drops every metadata block (EXIF, GPS, ICC
 * comments), caps the dimensions and makes the WebP thumbnail and medium copy. A decoding failure is a 415, not a 500.
 */
export async function encodeImage(input: Buffer, rules: ImageRules): Promise<EncodedImage> {
  const kind = sniffImage(input);
  if (!kind || !rules.allowed.includes(kind)) throw UnsupportedMedia(rules.message);
  return withDecodeSlot(() => decodeAndEncode(input, kind, rules));
}

async function decodeAndEncode(input: Buffer, kind: ImageKind, rules: ImageRules): Promise<EncodedImage> {
  try {
    const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const resized = base.resize({ width: rules.maxPx, height: rules.maxPx, fit: 'inside', withoutEnlargement: true });
    const encoder =
      kind === 'jpeg' ? resized.jpeg({ quality: 82, mozjpeg: true }) : kind === 'png' ? resized.png({ compressionLevel: 9 }) : resized.webp({ quality: 80 });
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
    // The thumbnail from the 800 px copy: one decode of the full-size file, not two.
    const medium = await mediumCopy(data);
    const thumb = await sharp(medium).resize({ width: THUMB_PX, height: THUMB_PX, fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
    return { kind, data, thumb, medium, width: info.width, height: info.height };
  } catch (err) {
    if ((err as Error).message?.includes('pixel limit')) throw UnsupportedMedia('The image has too many pixels.');
    throw UnsupportedMedia(rules.message ?? 'The image could not be read.');
  }
}
