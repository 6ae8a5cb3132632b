import { z } from 'zod';

/** Home page constants of spec 01 point 9. */
export const HOME = {
  homeCardsShown: 4,
  defaultButtonText: 'Explore',
  /** The road's bike rides twice, then the road hides. */
  bikeLoops: 2,
  /** Providers per main category in the home page groups. */
  providersPerGroup: 4,
} as const;

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

/** The four tiles shown on / and /home only. */
export const HOME_TILES = [
  { title: 'Quick Maid', to: '/home-help' },
  { title: 'Buy & Sell', to: '/ads' },
  { title: 'Rentals', to: '/rentals' },
  { title: 'Car Pooling', to: '/carpooling' },
] as const;

/** /createmaster: three choices. */
export const CREATE_MASTER_OPTIONS = [
  { title: 'Business or Service', description: 'List your service or shop in the directory', to: '/createcard' },
  { title: 'Rental House or PG', description: 'Post a house, flat or paying-guest place', to: '/rentals/create' },
  { title: 'Buy or Sell', description: 'Post an item to buy or sell', to: '/ads/create' },
] as const;
