import type { HomeCardValues, TestimonialValues } from '@padosi/shared/home';
import type { AppDeps } from '../../platform/deps';
import { NotFound } from '../../platform/errors';
import type { UploadedFile } from '../../platform/multipart';
import { writeWithImage } from '../../platform/upload-batch';
import type { UploadModule } from '../../platform/uploads';
import { findHomeCard, findTestimonial, saveHomeCard, saveTestimonial, toHomeCard, toTestimonial } from './home.repo';

const IMAGE_MESSAGE = 'Only JPG, PNG or WebP images are allowed.';

/** Stores the new image first, writes the row, then deletes the replaced image (or the new one if the write failed). */
const withImage = <T>(deps: AppDeps, module: UploadModule, maxPx: number, image: UploadedFile | undefined, old: string | null | undefined, write: (path: string | undefined) => Promise<T>) =>
  writeWithImage(deps.uploads, module, image, { allowed: ['jpeg', 'png', 'webp'], maxPx, message: IMAGE_MESSAGE }, async (stored) => ({
    result: await write(stored?.path),
    replaced: stored ? [old] : [],
  }));

export async function writeTestimonial(deps: AppDeps, id: number | null, v: TestimonialValues, picture: UploadedFile | undefined) {
  const current = id ? await findTestimonial(deps.database.db, id) : null;
  if (id && !current) throw NotFound('The testimonial');
  const row = await withImage(deps, 'profiles', 400, picture, current?.profilePicUrl, (path) =>
    saveTestimonial(deps.database.db, id, {
      name: v.name,
      designation: v.designation || null,
      comments: v.comments,
      rating: v.rating,
      isActive: v.is_active,
      ...(path ? { profilePicUrl: path } : {}),
    }),
  );
  return toTestimonial(row);
}

export async function writeHomeCard(deps: AppDeps, id: number | null, v: HomeCardValues, image: UploadedFile | undefined) {
  const current = id ? await findHomeCard(deps.database.db, id) : null;
  if (id && !current) throw NotFound('The home card');
  const row = await withImage(deps, 'banners', 1200, image, current?.image, (path) =>
    saveHomeCard(deps.database.db, id, {
      title: v.title,
      subtitle: v.subtitle || null,
      link: v.link || null,
      buttonText: v.buttonText || null,
      priority: v.priority,
      ...(path ? { image: path } : {}),
    }),
  );
  return toHomeCard(row);
}
