import type { WeekDay } from '../week-days';

export const KITCHEN_SLOTS = ['breakfast', 'lunch', 'snacks', 'dinner'] as const;
export type KitchenSlot = (typeof KITCHEN_SLOTS)[number];
export const SLOT_LABELS: Record<KitchenSlot, string> = { breakfast: 'Breakfast', lunch: 'Lunch', snacks: 'Snacks', dinner: 'Dinner' };
/** When each meal is handed over; shown beside the slot, the cut-off is what the rules use. */
export const SLOT_TIMES: Record<KitchenSlot, string> = { breakfast: '08:00', lunch: '13:00', snacks: '17:00', dinner: '20:00' };

export const DIETS = ['veg', 'nonveg', 'both'] as const;
export type Diet = (typeof DIETS)[number];
export const DIET_LABELS: Record<Diet, string> = { veg: 'Pure veg', nonveg: 'Non-veg', both: 'Veg & non-veg' };

export const CUISINES = [
  'North Indian',
  'South Indian',
  'Punjabi',
  'Gujarati',
  'Bengali',
  'Maharashtrian',
  'Rajasthani',
  'Kerala',
  'Hyderabadi',
  'Jain',
  'Healthy',
  'Chinese',
  'Continental',
  'Baking & Desserts',
] as const;
export type Cuisine = (typeof CUISINES)[number];

export const SPICE_LABELS = ['Not spicy', 'Mild', 'Medium', 'Hot'] as const;

export const ORDER_STATUSES = ['placed', 'accepted', 'rejected', 'preparing', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  accepted: 'Accepted',
  rejected: 'Rejected',
  preparing: 'Preparing',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The owner's forward moves; anything else is refused (the customer's only move is cancel, before the cut-off). */
export const OWNER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['accepted', 'rejected'],
  accepted: ['preparing'],
  preparing: ['ready'],
  ready: ['completed'],
  rejected: [],
  completed: [],
  cancelled: [],
};
export const CANCELLABLE: readonly OrderStatus[] = ['placed', 'accepted'];
/** Orders that hold their items' daily quantity. */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ['placed', 'accepted', 'preparing', 'ready', 'completed'];

export const FULFILMENTS = ['pickup', 'delivery'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
export const PAYMENTS = ['cash', 'upi'] as const;
export type Payment = (typeof PAYMENTS)[number];

export interface SlotSchedule {
  slot: KitchenSlot;
  days: WeekDay[];
  /** 'HH:MM' in the community's time zone. */
  cutoff_time: string;
  cutoff_day: 'same' | 'previous';
}

/** A kitchen or dish photo: JPEG, PNG or WebP (the server checks the bytes again). */
export const KITCHEN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const isKitchenPhoto = (file: { type: string }) => (KITCHEN_PHOTO_TYPES as readonly string[]).includes(file.type);

export const KITCHEN_LIMITS = {
  nameMin: 3,
  nameMax: 60,
  storyMax: 1000,
  placeMax: 120,
  maxCuisines: 5,
  maxPhotos: 5,
  photoMaxBytes: 5 * 1024 * 1024,
  storedMaxPx: 1600,
  /** The browser compresses a photo over 1 MB to about 300 KB (the stored size) before it uploads. */
  photoCompressOverBytes: 1024 * 1024,
  photoCompressTargetKb: 300,
  priceMax: 99999.99,
  itemNameMax: 60,
  itemDescriptionMax: 300,
  dailyLimitMax: 500,
  maxQty: 20,
  maxLines: 30,
  noteMax: 300,
  reasonMax: 200,
  commentMax: 500,
  pageSize: 12,
} as const;

export const KITCHEN_MESSAGES = {
  itemRemoved: 'Menu item removed.',
  tooManyPhotos: (max: number) => `You can only upload up to ${max} photos.`,
  photoType: (file: string) => `Invalid file type: ${file}`,
  nameRequired: `Kitchen name must be ${KITCHEN_LIMITS.nameMin}–${KITCHEN_LIMITS.nameMax} characters.`,
  cuisineRequired: 'Choose at least one cuisine (up to 5).',
  dietRequired: 'Choose veg, non-veg or both.',
  pickupRequired: 'Pickup point is required.',
  priceInvalid: 'Enter an amount in rupees, up to 2 decimals (e.g. 120 or 120.50).',
  upiInvalid: 'Enter a valid UPI ID, such as name@okbank.',
  fssaiInvalid: 'An FSSAI registration number has 14 digits.',
  scheduleRequired: 'Add at least one meal slot.',
  slotRepeated: 'Each meal slot can appear only once.',
  daysRequired: 'Choose at least one day.',
  cutoffInvalid: 'Enter the cut-off as HH:MM.',
  itemNameRequired: `Item name must be 2–${KITCHEN_LIMITS.itemNameMax} characters.`,
  itemPriceInvalid: 'Enter a price above ₹0, up to 2 decimals.',
  itemSlotsRequired: 'Choose at least one meal slot.',
  dailyLimitInvalid: `Daily quantity must be 1–${KITCHEN_LIMITS.dailyLimitMax}.`,
  qtyInvalid: `Quantity must be 1–${KITCHEN_LIMITS.maxQty}.`,
  cartEmpty: 'Add at least one item.',
  reasonRequired: 'Please give a reason for rejecting the order.',
  ratingRequired: 'Please choose a rating from 1 to 5.',
  created: 'Kitchen created successfully!',
  updated: 'Kitchen updated successfully!',
  alreadyHasKitchen: 'You already have a kitchen. Edit it instead.',
  kitchenPaused: 'This kitchen is not taking orders right now.',
  pausedByAdmin: 'An admin has paused this kitchen. Please contact support to reopen it.',
  slotNotServed: 'The kitchen does not serve this meal on that day.',
  pastCutoff: (cutoff: string) => `Orders for this meal closed at ${cutoff}. Please choose a later date or slot.`,
  itemNotOffered: (name: string) => `${name} is not on the menu for this meal.`,
  soldOut: (name: string, left: number) =>
    left > 0 ? `Only ${left} ${name} left for that day. Please reduce the quantity.` : `${name} is sold out for that day.`,
  belowMinimum: (min: string) => `The minimum order for this kitchen is ₹${min}.`,
  noDelivery: 'This kitchen does not deliver; please choose pickup.',
  ownKitchen: 'You cannot order from your own kitchen.',
  orderPlaced: 'Order placed!',
  illegalMove: (from: string, to: string) => `An order that is ${from} cannot be marked ${to}.`,
  onlyOwnerMoves: 'Only the kitchen owner can update this order.',
  onlyCustomerCancels: 'Only the customer can cancel this order.',
  cancelTooLate: 'The cut-off for this order has passed, so it can no longer be cancelled.',
  reviewNeedsOrder: 'You can review a kitchen after one of your orders from it is completed.',
  reviewExists: 'You have already reviewed this kitchen.',
  reviewSaved: 'Thank you for your review!',
  itemSaved: 'Menu item saved.',
  ordersPerDayReached: (n: number) => `You can have at most ${n} open ${n === 1 ? 'order' : 'orders'} from this kitchen for one day.`,
  itemShareReached: (name: string, n: number) => `So that every neighbour gets some, one customer can order at most ${n} ${name} for one day.`,
  cashAfterCancels: (n: number) => `You cancelled ${n} cash orders here in the last 30 days. Please choose UPI to pay for this order.`,
  limitsInvalid: 'Enter whole numbers: orders 1–20, share 1–100 %, cancellations 1–20.',
  limitsSaved: 'Customer limits saved.',
  limitsTitle: 'Fair-share limits',
  limitsSummary: (orders: number, share: number, cancels: number) =>
    `Each customer: at most ${orders} open ${orders === 1 ? 'order' : 'orders'} a day, ${share}% of a dish's daily quantity, and cash only until ${cancels} cancelled cash orders in 30 days.`,
  limitsOrdersLabel: 'Open orders per customer per day',
  limitsShareLabel: "Share of a dish's daily quantity per customer (%)",
  limitsCancelsLabel: 'Cancelled cash orders before cash is refused (30 days)',
  limitsSave: 'Save limits',
  cashCancellations: (n: number) => `${n} cancelled cash ${n === 1 ? 'order' : 'orders'} in 30 days`,
} as const;

/** Fair shares of one kitchen (issue 29), the defaults an admin can change. */
export const CUSTOMER_LIMITS = {
  ordersPerDay: { min: 1, max: 20, default: 2 },
  itemSharePercent: { min: 1, max: 100, default: 33 },
  cashCancelLimit: { min: 1, max: 20, default: 3 },
  /** The window in which a customer's cancelled cash orders are counted. */
  cancelWindowDays: 30,
} as const;

/** The most of one dish one customer may take for one day: the share of its daily quantity, rounded up, at least 1. */
export const customerItemCap = (dailyLimit: number, sharePercent: number) => Math.max(1, Math.ceil((dailyLimit * sharePercent) / 100));
