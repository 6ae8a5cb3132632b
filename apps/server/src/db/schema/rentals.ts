import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ownedRow, removedReason, timestamps } from './users';

/** A rental house or PG, posted by its owner or a tenant. Photos are file names under /uploads/rentals/. */
export const rentals = pgTable(
  'rentals',
  {
    ...ownedRow(),
    apartmentName: text('apartment_name').notNull(),
    blockFlatNumber: text('block_flat_number').notNull(),
    address: text('address').notNull(),
    /** Whole rupees a month (0–999999): exact, no fractions of a rupee in a rent. */
    rentalCost: integer('rental_cost').notNull(),
    description: text('description').notNull(),
    availableFrom: date('available_from', { mode: 'string' }).notNull(),
    type: text('type', { enum: ['family', 'bachelor', 'all'] }).notNull(),
    phoneNumber: text('phone_number').notNull(),
    roleType: text('role_type', { enum: ['owner', 'tenant'] }).notNull(),
    status: text('status', { enum: ['Available', 'Rented', 'Inactive'] })
      .notNull()
      .default('Available'),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...removedReason(),
    ...timestamps(),
  },
  (t) => [
    check('rentals_type_check', sql`${t.type} in ('family', 'bachelor', 'all')`),
    check('rentals_role_check', sql`${t.roleType} in ('owner', 'tenant')`),
    check('rentals_status_check', sql`${t.status} in ('Available', 'Rented', 'Inactive')`),
    check('rentals_cost_check', sql`${t.rentalCost} between 0 and 999999`),
    check('rentals_photos_count_check', sql`cardinality(${t.photos}) <= 8`),
    index('rentals_listed_latest_idx')
      .on(t.id)
      .where(sql`${t.status} <> 'Inactive'`),
    index('rentals_user_idx').on(t.userId, t.id),
    // The console's Listings search (issue 24) matches any part of the apartment's name.
    index('rentals_apartment_trgm_idx').using('gin', sql`${t.apartmentName} gin_trgm_ops`),
  ],
);
