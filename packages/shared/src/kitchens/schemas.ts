import { MODERATION_LIMITS } from '../moderation-constants';
import { z } from 'zod';
import { PageQuery, Paged } from '../common';
import { HH_MM, isIsoDate } from '../calendar-dates';
import { WEEK_DAYS } from '../week-days';
import { VerifiedResident } from '../residents';
import {
  CUISINES,
  CUSTOMER_LIMITS,
  DIETS,
  FULFILMENTS,
  KITCHEN_LIMITS as L,
  KITCHEN_MESSAGES as M,
  KITCHEN_SLOTS,
  ORDER_STATUSES,
  PAYMENTS,
} from './constants';
import { fromPaise, isPrice, toPaise } from '../money';

const text = (max: number, message: string, min = 0) => z.string().trim().max(max, message).min(min, message);

/** A rupee amount as a string, normalised to two decimals ("15" → "15.00"). */
const price = (message: string, min = 0) =>
  z
    .union([z.string().max(12, message), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => isPrice(v) && toPaise(v) >= min && toPaise(v) <= L.priceMax * 100, { message, abort: true })
    .transform((v) => fromPaise(toPaise(v)));

const UPI_ID = /^[\w.-]{2,64}@[a-zA-Z]{2,32}$/;

export const SlotScheduleSchema = z.object({
  slot: z.enum(KITCHEN_SLOTS),
  days: z.array(z.enum(WEEK_DAYS)).min(1, M.daysRequired).max(7),
  cutoff_time: z.string().max(5, M.cutoffInvalid).regex(HH_MM, M.cutoffInvalid),
  cutoff_day: z.enum(['same', 'previous']),
});

export const KitchenBody = z.object({
  name: text(L.nameMax, M.nameRequired, L.nameMin),
  story: text(L.storyMax, `Story can be at most ${L.storyMax} characters.`).default(''),
  cuisines: z
    .array(z.enum(CUISINES, { error: M.cuisineRequired }))
    .min(1, M.cuisineRequired)
    .max(L.maxCuisines, M.cuisineRequired),
  diet: z.enum(DIETS, { error: M.dietRequired }),
  pickup_point: text(L.placeMax, M.pickupRequired, 1),
  delivers: z.boolean().default(false),
  delivery_area: text(L.placeMax, `Delivery area can be at most ${L.placeMax} characters.`).default(''),
  delivery_fee: price(M.priceInvalid).default('0.00'),
  min_order: price(M.priceInvalid).default('0.00'),
  upi_id: z
    .string()
    .trim()
    .max(100, { message: M.upiInvalid, abort: true })
    .refine((v) => v === '' || UPI_ID.test(v), { message: M.upiInvalid, abort: true })
    .default(''),
  fssai_number: z
    .string()
    .trim()
    .max(14, { message: M.fssaiInvalid, abort: true })
    .refine((v) => v === '' || /^\d{14}$/.test(v), { message: M.fssaiInvalid, abort: true })
    .default(''),
  schedule: z
    .array(SlotScheduleSchema)
    .min(1, M.scheduleRequired)
    .max(KITCHEN_SLOTS.length, M.slotRepeated)
    .refine((s) => new Set(s.map((x) => x.slot)).size === s.length, { message: M.slotRepeated, abort: true }),
  is_open: z.boolean().default(true),
});
export type KitchenBody = z.input<typeof KitchenBody>;
export type KitchenValues = z.output<typeof KitchenBody>;

export const ItemBody = z.object({
  name: text(L.itemNameMax, M.itemNameRequired, 2),
  description: text(L.itemDescriptionMax, `Description can be at most ${L.itemDescriptionMax} characters.`).default(''),
  price: price(M.itemPriceInvalid, 1),
  is_veg: z.boolean(),
  spice_level: z.number().int().min(0).max(3).default(0),
  slots: z.array(z.enum(KITCHEN_SLOTS)).min(1, M.itemSlotsRequired).max(KITCHEN_SLOTS.length),
  days: z.array(z.enum(WEEK_DAYS)).min(1, M.daysRequired).max(7),
  daily_limit: z.number({ error: M.dailyLimitInvalid }).int(M.dailyLimitInvalid).min(1, M.dailyLimitInvalid).max(L.dailyLimitMax, M.dailyLimitInvalid),
});
export type ItemBody = z.input<typeof ItemBody>;
export type ItemValues = z.output<typeof ItemBody>;

const IsoDate = z.string().max(10, { message: 'Choose a date.', abort: true }).refine(isIsoDate, { message: 'Choose a date.', abort: true });

export const OrderBody = z.object({
  date: IsoDate,
  slot: z.enum(KITCHEN_SLOTS),
  items: z
    .array(z.object({ item_id: z.number().int().positive(), qty: z.number().int().min(1, M.qtyInvalid).max(L.maxQty, M.qtyInvalid) }))
    .min(1, M.cartEmpty)
    .max(L.maxLines, M.cartEmpty),
  fulfilment: z.enum(FULFILMENTS),
  note: text(L.noteMax, `Note can be at most ${L.noteMax} characters.`).default(''),
  payment: z.enum(PAYMENTS),
});
export type OrderBody = z.input<typeof OrderBody>;

export const StatusBody = z
  .object({ status: z.enum(ORDER_STATUSES), reason: text(L.reasonMax, `Reason can be at most ${L.reasonMax} characters.`).default('') })
  .refine((b) => b.status !== 'rejected' || b.reason.length > 0, { message: M.reasonRequired, path: ['reason'] });

export const ReviewBody = z.object({
  rating: z.number({ error: M.ratingRequired }).int(M.ratingRequired).min(1, M.ratingRequired).max(5, M.ratingRequired),
  comment: text(L.commentMax, `Review can be at most ${L.commentMax} characters.`).default(''),
});
export type ReviewBody = z.input<typeof ReviewBody>;

export const PauseBody = z.object({ paused: z.boolean() });
export const FssaiBody = z.object({ verified: z.boolean() });

const limit = (range: { min: number; max: number }) =>
  z.number({ error: M.limitsInvalid }).int(M.limitsInvalid).min(range.min, M.limitsInvalid).max(range.max, M.limitsInvalid);
/** A kitchen's fair shares per customer (admins set them; the cook and customers see them). */
export const CustomerLimits = z.object({
  orders_per_day: limit(CUSTOMER_LIMITS.ordersPerDay),
  item_share_percent: limit(CUSTOMER_LIMITS.itemSharePercent),
  cash_cancel_limit: limit(CUSTOMER_LIMITS.cashCancelLimit),
});
export type CustomerLimits = z.infer<typeof CustomerLimits>;
export const SoldOutBody = z.object({ date: IsoDate, sold_out: z.boolean() });

const flag = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((v) => v === 'true');
export const KitchenListQuery = PageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(48).default(L.pageSize),
  q: z.string().trim().max(60).default(''),
  veg: flag,
  cuisine: z.enum(CUISINES).optional(),
  open_next: flag,
});
export const DateSlotQuery = z.object({ date: IsoDate, slot: z.enum(KITCHEN_SLOTS) });
export const OwnerOrdersQuery = PageQuery.extend({ date: IsoDate.optional(), slot: z.enum(KITCHEN_SLOTS).optional() });

// --- responses ---

export const KitchenCard = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  owner_name: z.string(),
  apartment_name: z.string().nullable(),
  same_apartment: z.boolean(),
  cuisines: z.array(z.string()),
  diet: z.enum(DIETS),
  photo: z.string().nullable(),
  is_open: z.boolean(),
  fssai_verified: z.boolean(),
  rating: z.number().nullable(),
  review_count: z.number(),
  /** The cook's badge, or null (issue 25). */
  verified: VerifiedResident.nullable(),
  next_slot: z.object({ date: z.string(), slot: z.enum(KITCHEN_SLOTS), cutoff: z.string() }).nullable(),
});
export type KitchenCard = z.infer<typeof KitchenCard>;
export const KitchenList = Paged(KitchenCard);
export type KitchenList = z.infer<typeof KitchenList>;

export const MenuItem = z.object({
  id: z.number(),
  kitchen_id: z.number(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  is_veg: z.boolean(),
  spice_level: z.number(),
  photo: z.string().nullable(),
  slots: z.array(z.enum(KITCHEN_SLOTS)),
  days: z.array(z.enum(WEEK_DAYS)),
  daily_limit: z.number(),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const Kitchen = KitchenCard.extend({
  story: z.string(),
  photos: z.array(z.string()),
  pickup_point: z.string(),
  delivers: z.boolean(),
  delivery_area: z.string(),
  delivery_fee: z.string(),
  min_order: z.string(),
  upi_id: z.string(),
  fssai_number: z.string().nullable(),
  paused_by_admin: z.boolean(),
  /** Hidden by the admins (for example when the owner's account was disabled): only the owner and admins see it. */
  hidden: z.literal(true).optional(),
  /** Why the moderators removed it (issue 24): shown to its owner and the admins. */
  removed_reason: z.string().max(MODERATION_LIMITS.reasonMax).optional(),
  schedule: z.array(SlotScheduleSchema),
  items: z.array(MenuItem),
  is_mine: z.boolean(),
  customer_limits: CustomerLimits,
});
export type Kitchen = z.infer<typeof Kitchen>;

export const DayMenuItem = MenuItem.extend({ left: z.number(), sold_out: z.boolean() });
export type DayMenuItem = z.infer<typeof DayMenuItem>;
export const DayMenu = z.object({
  date: z.string(),
  slot: z.enum(KITCHEN_SLOTS),
  cutoff: z.string().nullable(),
  open: z.boolean(),
  items: z.array(DayMenuItem),
});
export type DayMenu = z.infer<typeof DayMenu>;

export const OrderLine = z.object({ item_id: z.number(), name: z.string(), price: z.string(), qty: z.number(), is_veg: z.boolean(), line_total: z.string() });
export const Order = z.object({
  id: z.number(),
  order_number: z.string(),
  kitchen_id: z.number(),
  kitchen_name: z.string(),
  customer_id: z.number(),
  customer_name: z.string(),
  date: z.string(),
  slot: z.enum(KITCHEN_SLOTS),
  status: z.enum(ORDER_STATUSES),
  fulfilment: z.enum(FULFILMENTS),
  note: z.string(),
  payment: z.enum(PAYMENTS),
  items: z.array(OrderLine),
  items_total: z.string(),
  delivery_fee: z.string(),
  total: z.string(),
  reject_reason: z.string().nullable(),
  cutoff: z.string(),
  upi_link: z.string().nullable(),
  can_cancel: z.boolean(),
  created_at: z.string(),
  /** In the kitchen's list of orders (the cook and admins): the customer's cancelled cash orders there in 30 days. */
  customer_cash_cancellations: z.number().optional(),
});
export type Order = z.infer<typeof Order>;
export const OrderList = Paged(Order);
export type OrderList = z.infer<typeof OrderList>;

export const PrepList = z.object({
  date: z.string(),
  slot: z.enum(KITCHEN_SLOTS),
  items: z.array(z.object({ item_id: z.number(), name: z.string(), qty: z.number() })),
});
export type PrepList = z.infer<typeof PrepList>;

export const KitchenReview = z.object({
  id: z.number(),
  /** The reviewer, so their own review shows no report button. */
  user_id: z.number(),
  user_name: z.string(),
  rating: z.number(),
  comment: z.string(),
  created_at: z.string(),
  /** The reviewer's badge, or null (issue 25). */
  verified: VerifiedResident.nullable(),
});
export type KitchenReview = z.infer<typeof KitchenReview>;
export const ReviewList = Paged(KitchenReview);
export type ReviewList = z.infer<typeof ReviewList>;
