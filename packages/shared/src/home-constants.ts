/** Home page constants (spec 01 point 9), free of zod for the first render. */
export const HOME = {
  homeCardsShown: 4,
  defaultButtonText: 'Explore',
  /** The road's bike rides twice, then the road hides. */
  bikeLoops: 2,
  /** Providers per main category in the home page groups. */
  providersPerGroup: 4,
} as const;

/** Spec 01: the banner carousel advances every 3.5 s. */
export const CAROUSEL_MS = 3500;

/** The button shows only when both its text and its link exist. */
export const hasBannerButton = (b: { button_text?: string | null; button_link?: string | null }) => Boolean(b.button_text?.trim() && b.button_link?.trim());

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
