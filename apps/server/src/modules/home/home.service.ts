import type { HomeCardValues, TestimonialValues } from '@padosi/shared/home';
import type { AppDeps } from '../../platform/services/deps';
import { NotFound } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { writeWithImage } from '../../platform/uploads/upload-batch';
import type { UploadModule } from '../../platform/uploads/uploads';
import type { Db } from '../../platform/engine/db';
import { findHomeCard, findTestimonial, saveHomeCard, saveTestimonial, toHomeCard, toTestimonial, type HomeCardRow, type TestimonialRow } from './home.repo';

const IMAGE_MESSAGE = 'Only JPG, PNG or WebP images are allowed.';

interface Card<Row> {
  noun: string;
  module: UploadModule;
  maxPx: number;
  find: (db: Db, id: number) => Promise<Row | null>;
  imageOf: (row: Row) => string | null;
}

/**
 * Creates (no id) or changes a card, 404 when it is gone. Stores the new image first, writes the row with its path,
 * then deletes the replaced image (or the new one if the write failed).
 */
async function writeCard<Row>(
  deps: AppDeps,
  card: Card<Row>,
  id: number | null,
  image: UploadedFile | undefined,
  save: (path: string | undefined) => Promise<Row>,
) {
  const current = id ? await card.find(deps.database.db, id) : null;
  if (id && !current) throw NotFound(card.noun);
  return writeWithImage(deps.uploads, card.module, image, { allowed: ['jpeg', 'png', 'webp'], maxPx: card.maxPx, message: IMAGE_MESSAGE }, async (stored) => ({
    result: await save(stored?.path),
    replaced: stored && current ? [card.imageOf(current)] : [],
  }));
}

const testimonialCard: Card<TestimonialRow> = {
  noun: 'The testimonial',
  module: 'profiles',
  maxPx: 400,
  find: findTestimonial,
  imageOf: (t) => t.profilePicUrl,
};
const homeCard: Card<HomeCardRow> = { noun: 'The home card', module: 'banners', maxPx: 1200, find: findHomeCard, imageOf: (c) => c.image };

export async function writeTestimonial(deps: AppDeps, id: number | null, v: TestimonialValues, picture: UploadedFile | undefined) {
  const row = await writeCard(deps, testimonialCard, id, picture, (path) =>
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
  const row = await writeCard(deps, homeCard, id, image, (path) =>
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
