import type { HomeCardValues, TestimonialValues } from '@padosi/shared/home';
import { AUTH_MESSAGES } from '@padosi/shared/auth';
import type { AppDeps } from '../../platform/services/deps';
import type { ServiceContext, ViewerContext } from '../../platform/services/context';
import { Forbidden, NotFound, Unauthorized } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/http/multipart';
import { writeWithImage } from '../../platform/uploads/upload-batch';
import type { UploadModule } from '../../platform/uploads/uploads';
import type { Db } from '../../platform/engine/db';
import {
  findHomeCard,
  findTestimonial,
  listHomeCards,
  listTestimonials,
  saveHomeCard,
  saveTestimonial,
  toHomeCard,
  toTestimonial,
  type HomeCardRow,
  type TestimonialRow,
} from './home.repo';

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

/** Active testimonials for everyone; with `all`, inactive ones too, for admins only. */
export async function listTestimonialsFor(ctx: ViewerContext, all: boolean) {
  if (!all) return listTestimonials(ctx.db);
  if (!ctx.user) throw Unauthorized(AUTH_MESSAGES.loginRequired);
  if (!ctx.user.isAdmin) throw Forbidden(AUTH_MESSAGES.adminOnly);
  return listTestimonials(ctx.db, true);
}

export const listHomeCardsFor = (ctx: ViewerContext) => listHomeCards(ctx.db);

export async function writeTestimonial(ctx: ServiceContext, id: number | null, v: TestimonialValues, picture: UploadedFile | undefined) {
  const row = await writeCard(ctx.deps, testimonialCard, id, picture, (path) =>
    saveTestimonial(ctx.db, id, {
      name: v.name,
      designation: v.designation || null,
      comments: v.comments,
      rating: v.rating,
      isActive: v.is_active,
      ...(path ? { profilePicUrl: path } : {}),
    }),
  );
  const saved = toTestimonial(row);
  if (id === null) await ctx.audit('testimonial.create', `testimonial:${saved.id}`);
  else await ctx.audit('testimonial.update', `testimonial:${saved.id}`, { is_active: saved.is_active });
  return saved;
}

export async function writeHomeCard(ctx: ServiceContext, id: number | null, v: HomeCardValues, image: UploadedFile | undefined) {
  const row = await writeCard(ctx.deps, homeCard, id, image, (path) =>
    saveHomeCard(ctx.db, id, {
      title: v.title,
      subtitle: v.subtitle || null,
      link: v.link || null,
      buttonText: v.buttonText || null,
      priority: v.priority,
      ...(path ? { image: path } : {}),
    }),
  );
  const saved = toHomeCard(row);
  await ctx.audit(id === null ? 'homecard.create' : 'homecard.update', `homecard:${saved.id}`);
  return saved;
}
