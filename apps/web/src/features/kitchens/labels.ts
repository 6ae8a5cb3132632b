import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Cuisine, Diet, KitchenSlot, OrderStatus } from '@padosi/shared/kitchens';

/*
 * Meal slots, diets, cuisines, spice levels and order statuses are API values (the spec's English); these are their
 * texts on the screen, in the page's language.
 */
const SLOTS = { breakfast: msg`Breakfast`, lunch: msg`Lunch`, snacks: msg`Snacks`, dinner: msg`Dinner` } as const;
const DIETS = { veg: msg`Pure veg`, nonveg: msg`Non-veg`, both: msg`Veg & non-veg` } as const;
const SPICE = [msg`Not spicy`, msg`Mild`, msg`Medium`, msg`Hot`] as const;
const STATUSES = {
  placed: msg`Placed`,
  accepted: msg`Accepted`,
  rejected: msg`Rejected`,
  preparing: msg`Preparing`,
  ready: msg`Ready`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
} as const;
const CUISINES: Record<Cuisine, ReturnType<typeof msg>> = {
  'North Indian': msg`North Indian`,
  'South Indian': msg`South Indian`,
  Punjabi: msg`Punjabi`,
  Gujarati: msg`Gujarati`,
  Bengali: msg`Bengali`,
  Maharashtrian: msg`Maharashtrian`,
  Rajasthani: msg`Rajasthani`,
  Kerala: msg`Kerala`,
  Hyderabadi: msg`Hyderabadi`,
  Jain: msg`Jain`,
  Healthy: msg`Healthy`,
  Chinese: msg`Chinese`,
  Continental: msg`Continental`,
  'Baking & Desserts': msg`Baking & Desserts`,
};

export const slotLabel = (slot: KitchenSlot) => i18n._(SLOTS[slot]);
export const dietLabel = (diet: Diet) => i18n._(DIETS[diet]);
export const spiceLabel = (level: number) => (SPICE[level] ? i18n._(SPICE[level]) : '');
export const orderStatusLabel = (status: OrderStatus) => i18n._(STATUSES[status]);
/** A stored cuisine; one no longer on the list shows as stored. */
export const cuisineLabel = (cuisine: string) => (cuisine in CUISINES ? i18n._(CUISINES[cuisine as Cuisine]) : cuisine);
