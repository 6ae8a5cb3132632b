import type { ImageRules } from './images';
import type { UploadedFile } from '../http/multipart';
import type { StoredImage, UploadModule, UploadStore } from './uploads';

/**
 * Saves several uploads as one unit: if any file is refused (wrong bytes, too many pixels) the ones already
 * written are removed again before the error is thrown, so a failed request leaves no files behind.
 */
export async function saveImagesOrNone(
  uploads: UploadStore,
  module: UploadModule,
  files: readonly UploadedFile[],
  rulesFor: (file: UploadedFile) => ImageRules,
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    // One at a time: sharp already uses a thread pool, and the machine's other requests need the CPU too.
    for (const file of files) stored.push(await uploads.saveImage(module, file.data, rulesFor(file)));
    return stored;
  } catch (err) {
    await uploads.removeAll(
      module,
      stored.map((s) => s.file),
    );
    throw err;
  }
}

/** A client-sent file name made safe to repeat in a message: no path, no control characters, bounded. */
export const displayName = (filename: string) => (filename.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 100) || 'file';

/**
 * The one "replace images" sequence: store the new files (all or none), run the write that points rows at them
 * (one transaction when it needs several statements), then tidy up. If the write throws, the new files are
 * removed; once it has committed, the files it reports as `replaced` are removed.
 */
export async function writeWithImages<T>(
  uploads: UploadStore,
  module: UploadModule,
  files: readonly UploadedFile[],
  rules: ImageRules | ((file: UploadedFile) => ImageRules),
  write: (stored: StoredImage[]) => Promise<{ result: T; replaced?: Array<string | null | undefined> }>,
): Promise<T> {
  const stored = await saveImagesOrNone(uploads, module, files, typeof rules === 'function' ? rules : () => rules);
  let outcome: { result: T; replaced?: Array<string | null | undefined> };
  try {
    outcome = await write(stored);
  } catch (err) {
    await uploads.removeAll(
      module,
      stored.map((s) => s.file),
    );
    throw err;
  }
  await uploads.removeAll(module, outcome.replaced ?? []);
  return outcome.result;
}

/** One optional image (a profile picture, an icon, a banner): `write` gets the stored image or null. */
export const writeWithImage = <T>(
  uploads: UploadStore,
  module: UploadModule,
  file: UploadedFile | undefined,
  rules: ImageRules,
  write: (stored: StoredImage | null) => Promise<{ result: T; replaced?: Array<string | null | undefined> }>,
) => writeWithImages(uploads, module, file ? [file] : [], rules, (stored) => write(stored[0] ?? null));
