import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_FOLDERS, mediumFile, thumbFile, type ImageFolder } from '@padosi/shared/images';
import { encodeImage, mediumCopy, withDecodeSlot, type ImageRules } from './images';

export const UPLOAD_MODULES = IMAGE_FOLDERS;
export type UploadModule = ImageFolder;

export interface StoredImage {
  /** The server-made file name, e.g. "3f2a….jpg". */
  file: string;
  /** The public path, e.g. "/uploads/ads/3f2a….jpg". */
  path: string;
  thumb: string;
}

const EXT = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

export const thumbName = thumbFile;
export const uploadPath = (module: UploadModule, file: string) => `/uploads/${module}/${file}`;

/** Files under DATA_DIR/uploads/<module>/ with random names; served read-only at /uploads/<module>/<file>. */
export class UploadStore {
  constructor(readonly root: string) {}

  /** Folders 0700 and files 0600 (finding 7): only the portal's own user reads them; it serves them itself. */
  async init() {
    await fs.mkdir(this.root, { recursive: true, mode: 0o700 });
    await fs.chmod(this.root, 0o700);
    await Promise.all(
      UPLOAD_MODULES.map(async (m) => {
        await fs.mkdir(path.join(this.root, m), { recursive: true, mode: 0o700 });
        await fs.chmod(path.join(this.root, m), 0o700);
      }),
    );
  }

  async saveImage(module: UploadModule, input: Buffer, rules: ImageRules): Promise<StoredImage> {
    const image = await encodeImage(input, rules);
    const file = `${crypto.randomBytes(16).toString('hex')}.${EXT[image.kind]}`;
    const dir = path.join(this.root, module);
    await fs.writeFile(path.join(dir, file), image.data, { mode: 0o600 });
    await fs.writeFile(path.join(dir, thumbName(file)), image.thumb, { mode: 0o600 });
    await fs.writeFile(path.join(dir, mediumFile(file)), image.medium, { mode: 0o600 });
    return { file, path: uploadPath(module, file), thumb: uploadPath(module, thumbName(file)) };
  }

  /** Removes a stored file and its copies; accepts a bare name or a /uploads/<module>/ path, ignores anything else. */
  async remove(module: UploadModule, fileOrPath: string | null | undefined) {
    if (!fileOrPath) return;
    const file = path.basename(fileOrPath);
    if (!/^[a-f0-9]{32}\.(jpg|png|webp)$/.test(file)) return;
    const dir = path.join(this.root, module);
    await Promise.all([file, thumbName(file), mediumFile(file)].map((f) => fs.rm(path.join(dir, f), { force: true })));
  }

  async removeAll(module: UploadModule, files: Array<string | null | undefined>) {
    await Promise.all(files.map((f) => this.remove(module, f)));
  }

  /**
   * The medium WebP copy of stored image `hex` in `module`: read from disk, or made from the stored file and kept
   * when it is missing (an image saved before the copies existed). Null when there is no such image.
   */
  async mediumCopy(module: string, hex: string): Promise<Buffer | null> {
    if (!(UPLOAD_MODULES as readonly string[]).includes(module) || !/^[a-f0-9]{32}$/.test(hex)) return null;
    const dir = path.join(this.root, module);
    const target = path.join(dir, mediumFile(`${hex}.webp`));
    const kept = await fs.readFile(target).catch(() => null);
    if (kept) return kept;
    for (const ext of Object.values(EXT)) {
      const stored = await fs.readFile(path.join(dir, `${hex}.${ext}`)).catch(() => null);
      if (!stored) continue;
      const copy = await withDecodeSlot(() => mediumCopy(stored)).catch(() => null);
      if (!copy) return null;
      // Written aside, then renamed: a reader never sees half a file.
      const part = `${target}.${process.pid}.part`;
      await fs.writeFile(part, copy, { mode: 0o600 });
      await fs.rename(part, target);
      return copy;
    }
    return null;
  }

  exists(module: UploadModule, file: string) {
    return fs
      .access(path.join(this.root, module, path.basename(file)))
      .then(() => true)
      .catch(() => false);
  }
}
