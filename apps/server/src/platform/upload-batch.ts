import type { ImageRules } from './images';
import type { UploadedFile } from './multipart';
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
export const displayName = (filename: string) =>
  (filename.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .slice(0, 100) || 'file';
