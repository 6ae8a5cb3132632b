import { z } from 'zod';
import { maxMessage } from './common';
import { optionalLink } from './links';

export * from './home-constants';

export const Testimonial = z.object({
  id: z.number().int(),
  name: z.string(),
  designation: z.string().nullable(),
  comments: z.string(),
  rating: z.number().int(),
  profile_pic_url: z.string().nullable(),
  is_active: z.boolean(),
});
export type Testimonial = z.infer<typeof Testimonial>;

/** The spec names the button's field buttonText. */
export const HomeCard = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  title: z.string(),
  subtitle: z.string().nullable(),
  link: z.string().nullable(),
  buttonText: z.string(),
  /** Lower comes first; the home page shows the first four (the admin screen edits it). */
  priority: z.number().int(),
});
export type HomeCard = z.infer<typeof HomeCard>;

const boolField = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === true || v === 'true' || v === '1'));

/** Admin form for a testimonial (multipart; optional picture `profile_pic`). */
export const TestimonialBody = z.object({
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(60, maxMessage(60)),
  designation: z.string().trim().max(80, maxMessage(80)).default(''),
  comments: z.string({ error: 'Comments are required.' }).trim().min(1, 'Comments are required.').max(500, maxMessage(500)),
  rating: z.coerce
    .number({ error: 'Rating must be between 1 and 5.' })
    .int('Rating must be between 1 and 5.')
    .min(1, 'Rating must be between 1 and 5.')
    .max(5, 'Rating must be between 1 and 5.')
    .default(5),
  is_active: boolField(true),
});
export type TestimonialValues = z.output<typeof TestimonialBody>;

/** Admin form for a home card (multipart; optional `image`). */
export const HomeCardBody = z.object({
  title: z.string({ error: 'Title is required.' }).trim().min(1, 'Title is required.').max(60, maxMessage(60)),
  subtitle: z.string().trim().max(150, maxMessage(150)).default(''),
  link: optionalLink(),
  buttonText: z.string().trim().max(30, maxMessage(30)).default(''),
  priority: z.coerce.number({ error: 'Priority must be a whole number.' }).int('Priority must be a whole number.').min(0).max(100000).default(0),
});
export type HomeCardValues = z.output<typeof HomeCardBody>;
