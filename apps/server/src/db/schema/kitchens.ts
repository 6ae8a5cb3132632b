import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SlotSchedule } from '@padosi/shared/kitchens';
import { apartments, cascadeRef, createdAt, hiddenReason, removedReason, reviewer, timestamps, userRef } from './users';

/** A home cook's kitchen: one per user. Money is numeric(10,2), read and written as decimal strings. */
export const kitchens = pgTable(
  'kitchens',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    /** The owner's apartment when the kitchen was saved: explore lists the viewer's own apartment first. */
    apartmentId: integer('apartment_id').references(() => apartments.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    story: text('story').notNull().default(''),
    cuisines: text('cuisines').array().notNull(),
    diet: text('diet', { enum: ['veg', 'nonveg', 'both'] }).notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pickupPoint: text('pickup_point').notNull(),
    delivers: boolean('delivers').notNull().default(false),
    deliveryArea: text('delivery_area').notNull().default(''),
    deliveryFee: numeric('delivery_fee', { precision: 10, scale: 2 }).notNull().default('0'),
    minOrder: numeric('min_order', { precision: 10, scale: 2 }).notNull().default('0'),
    upiId: text('upi_id').notNull().default(''),
    fssaiNumber: text('fssai_number'),
    fssaiVerified: boolean('fssai_verified').notNull().default(false),
    schedule: jsonb('schedule').$type<SlotSchedule[]>().notNull(),
    isOpen: boolean('is_open').notNull().default(true),
    /** Set by an admin's pause: the owner cannot reopen until an admin does. */
    pausedByAdmin: boolean('paused_by_admin').notNull().default(false),
    /** Fair shares an admin sets (issue 29): open orders one customer may hold for one day… */
    customerOrdersPerDay: integer('customer_orders_per_day').notNull().default(2),
    /** …the percentage of a dish's daily quantity one customer may take for one day… */
    customerItemSharePercent: integer('customer_item_share_percent').notNull().default(33),
    /** …and the cash orders a customer may cancel in 30 days before paying cash here is refused (UPI still works). */
    cashCancelLimit: integer('cash_cancel_limit').notNull().default(3),
    ...hiddenReason(),
    ...removedReason(),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('kitchens_user_idx').on(t.userId),
    index('kitchens_apartment_idx').on(t.apartmentId),
    index('kitchens_cuisines_idx').using('gin', t.cuisines),
    index('kitchens_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Search suggestions of one or two characters match kitchen name starts through this btree (issue 25).
    index('kitchens_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    check('kitchens_diet_check', sql`${t.diet} in ('veg', 'nonveg', 'both')`),
    check('kitchens_money_check', sql`${t.deliveryFee} >= 0 and ${t.minOrder} >= 0`),
    check('kitchens_photos_count_check', sql`cardinality(${t.photos}) <= 5`),
    check(
      'kitchens_customer_limits_check',
      sql`${t.customerOrdersPerDay} between 1 and 20 and ${t.customerItemSharePercent} between 1 and 100 and ${t.cashCancelLimit} between 1 and 20`,
    ),
  ],
);

export const kitchenItems = pgTable(
  'kitchen_items',
  {
    id: serial('id').primaryKey(),
    kitchenId: cascadeRef('kitchen_id', () => kitchens.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    isVeg: boolean('is_veg').notNull(),
    spiceLevel: smallint('spice_level').notNull().default(0),
    photo: text('photo'),
    slots: text('slots').array().notNull(),
    days: text('days').array().notNull(),
    dailyLimit: integer('daily_limit').notNull(),
    /** Removed items stay for the orders that name them. */
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('kitchen_items_kitchen_idx').on(t.kitchenId, t.id),
    check('kitchen_items_price_check', sql`${t.price} > 0`),
    check('kitchen_items_limit_check', sql`${t.dailyLimit} between 1 and 500`),
    check('kitchen_items_spice_check', sql`${t.spiceLevel} between 0 and 3`),
  ],
);

/**
 * How many of an item are taken on a date. Orders raise `sold` with one conditional UPDATE
 * (`sold + qty <= daily_limit`), so concurrent orders can never oversell (decision 1300).
 */
export const kitchenItemDays = pgTable(
  'kitchen_item_days',
  {
    itemId: cascadeRef('item_id', () => kitchenItems.id),
    day: date('day', { mode: 'string' }).notNull(),
    sold: integer('sold').notNull().default(0),
    soldOut: boolean('sold_out').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.day] }), check('kitchen_item_days_sold_check', sql`${t.sold} >= 0`)],
);

export const kitchenOrders = pgTable(
  'kitchen_orders',
  {
    id: serial('id').primaryKey(),
    kitchenId: cascadeRef('kitchen_id', () => kitchens.id),
    customerId: userRef('customer_id'),
    day: date('day', { mode: 'string' }).notNull(),
    slot: text('slot', { enum: ['breakfast', 'lunch', 'snacks', 'dinner'] }).notNull(),
    status: text('status', { enum: ['placed', 'accepted', 'rejected', 'preparing', 'ready', 'completed', 'cancelled'] })
      .notNull()
      .default('placed'),
    fulfilment: text('fulfilment', { enum: ['pickup', 'delivery'] }).notNull(),
    note: text('note').notNull().default(''),
    payment: text('payment', { enum: ['cash', 'upi'] }).notNull(),
    itemsTotal: numeric('items_total', { precision: 10, scale: 2 }).notNull(),
    deliveryFee: numeric('delivery_fee', { precision: 10, scale: 2 }).notNull(),
    total: numeric('total', { precision: 10, scale: 2 }).notNull(),
    rejectReason: text('reject_reason'),
    /** The slot's cut-off as it stood when the order was placed: cancelling is allowed until then. */
    cutoffAt: timestamp('cutoff_at', { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [
    index('kitchen_orders_kitchen_idx').on(t.kitchenId, t.day, t.slot, t.id),
    index('kitchen_orders_customer_idx').on(t.customerId, t.id),
    check('kitchen_orders_total_check', sql`${t.total} = ${t.itemsTotal} + ${t.deliveryFee}`),
  ],
);

/** Each line snapshots the item's name and price at order time. */
export const kitchenOrderItems = pgTable(
  'kitchen_order_items',
  {
    orderId: cascadeRef('order_id', () => kitchenOrders.id),
    itemId: cascadeRef('item_id', () => kitchenItems.id),
    name: text('name').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    qty: integer('qty').notNull(),
    isVeg: boolean('is_veg').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.itemId] }), check('kitchen_order_items_qty_check', sql`${t.qty} between 1 and 20`)],
);

export const kitchenReviews = pgTable(
  'kitchen_reviews',
  {
    id: serial('id').primaryKey(),
    kitchenId: cascadeRef('kitchen_id', () => kitchens.id),
    ...reviewer(),
    comment: text('comment').notNull().default(''),
    ...createdAt(),
    /** An admin removed it (issue 25): soft, so the history stays; the reason is in the audit log. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('kitchen_reviews_user_idx').on(t.kitchenId, t.userId),
    index('kitchen_reviews_latest_idx').on(t.kitchenId, t.id),
    check('kitchen_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
