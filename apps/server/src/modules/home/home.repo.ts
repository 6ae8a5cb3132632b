import { asc, eq } from 'drizzle-orm';
import { HOME, type HomeCard, type Testimonial } from '@padosi/shared/home';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';

const { testimonials, homeCards } = schema;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type HomeCardRow = typeof homeCards.$inferSelect;

export const toTestimonial = (t: TestimonialRow): Testimonial => ({
  id: t.id,
  name: t.name,
  designation: t.designation,
  comments: t.comments,
  rating: t.rating,
  profile_pic_url: t.profilePicUrl,
  is_active: t.isActive,
});

export const toHomeCard = (c: HomeCardRow): HomeCard => ({
  id: c.id,
  image: c.image,
  title: c.title,
  subtitle: c.subtitle,
  link: c.link,
  buttonText: c.buttonText?.trim() || HOME.defaultButtonText,
  priority: c.priority,
});

/** Active ones for everyone; all of them for the admin's management list. */
export async function listTestimonials(db: Db, includeInactive = false) {
  const rows = await db
    .select()
    .from(testimonials)
    .where(includeInactive ? undefined : eq(testimonials.isActive, true))
    .orderBy(asc(testimonials.id))
    .limit(includeInactive ? 200 : 50);
  return rows.map(toTestimonial);
}

export async function listHomeCards(db: Db) {
  const rows = await db.select().from(homeCards).orderBy(asc(homeCards.priority), asc(homeCards.id)).limit(20);
  return rows.map(toHomeCard);
}

export const findTestimonial = async (db: Db, id: number) => (await db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1))[0] ?? null;
export const findHomeCard = async (db: Db, id: number) => (await db.select().from(homeCards).where(eq(homeCards.id, id)).limit(1))[0] ?? null;

export async function saveTestimonial(db: Db, id: number | null, values: typeof testimonials.$inferInsert) {
  const [row] = id
    ? await db.update(testimonials).set(values).where(eq(testimonials.id, id)).returning()
    : await db.insert(testimonials).values(values).returning();
  return row!;
}

export async function saveHomeCard(db: Db, id: number | null, values: typeof homeCards.$inferInsert) {
  const [row] = id ? await db.update(homeCards).set(values).where(eq(homeCards.id, id)).returning() : await db.insert(homeCards).values(values).returning();
  return row!;
}
