import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_FOLDERS, thumbFile, type ImageFolder } from '@padosi/shared/images';
import { encodeImage, type ImageRules } from './images';

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
    return { file, path: uploadPath(module, file), thumb: uploadPath(module, thumbName(file)) };
  }

  /** Removes a stored file and its thumbnail; accepts a bare name or a /uploads/<module>/ path, ignores anything else. */
  async remove(module: UploadModule, fileOrPath: string | null | undefined) {
    if (!fileOrPath) return;
    const file = path.basename(fileOrPath);
    if (!/^[a-f0-9]{32}\.(jpg|png|webp)$/.test(file)) return;
    const dir = path.join(this.root, module);
    await Promise.all([fs.rm(path.join(dir, file), { force: true }), fs.rm(path.join(dir, thumbName(file)), { force: true })]);
  }

  async removeAll(module: UploadModule, files: Array<string | null | undefined>) {
    await Promise.all(files.map((f) => this.remove(module, f)));
  }

  exists(module: UploadModule, file: string) {
    return fs
      .access(path.join(this.root, module, path.basename(file)))
      .then(() => true)
      .catch(() => false);
  }
}
