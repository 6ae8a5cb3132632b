import { asc, eq } from 'drizzle-orm';
import { HOME, type HomeCard, type Testimonial } from '@padosi/shared/home';
import { schema, type Db } from '../../platform/db';

const { testimonials, homeCards } = schema;

export async function listActiveTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await db.select().from(testimonials).where(eq(testimonials.isActive, true)).orderBy(asc(testimonials.id)).limit(50);
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    designation: t.designation,
    comments: t.comments,
    rating: t.rating,
    profile_pic_url: t.profilePicUrl,
    is_active: t.isActive,
  }));
}

export async function listHomeCards(db: Db): Promise<HomeCard[]> {
  const rows = await db.select().from(homeCards).orderBy(asc(homeCards.priority), asc(homeCards.id)).limit(20);
  return rows.map((c) => ({
    id: c.id,
    image: c.image,
    title: c.title,
    subtitle: c.subtitle,
    link: c.link,
    buttonText: c.buttonText?.trim() || HOME.defaultButtonText,
  }));
}
