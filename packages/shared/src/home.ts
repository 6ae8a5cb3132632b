import { z } from 'zod';

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
});
export type HomeCard = z.infer<typeof HomeCard>;
