import { sql, type SQL } from 'drizzle-orm';
import { boolean, date, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { WEEK_DAYS } from '@padosi/shared/week-days';
import { hiddenReason, ownedRow, removedReason, timestamps } from './users';

/**
 * Car-pool rides. Dates are calendar dates in India ('YYYY-MM-DD'); which dates a recurring ride runs on is
 * worked out by packages/shared/src/recurrence.ts. `last_date` bounds every list query in SQL: the last day a
 * ride can run (its date when one-off, its end date or 9999-12-31 when recurring).
 */
export const rides = pgTable(
  'rides',
  {
    ...ownedRow(),
    rideName: text('ride_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    mode: text('mode', { enum: ['car', 'bike'] }).notNull(),
    fromLocation: text('from_location').notNull(),
    toLocation: text('to_location').notNull(),
    rideDate: date('ride_date', { mode: 'string' }).notNull(),
    /** 'HH:MM', 24-hour, India time. */
    rideTime: text('ride_time').notNull(),
    availableSeats: smallint('available_seats').notNull().default(1),
    vehicleDetails: text('vehicle_details').notNull().default(''),
    additionalNotes: text('additional_notes').notNull().default(''),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurrencePattern: text('recurrence_pattern', { enum: ['DAILY', 'WEEKLY', 'MONTHLY', 'CUSTOM'] }),
    recurrenceDays: text('recurrence_days', { enum: WEEK_DAYS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    recurrenceInterval: smallint('recurrence_interval').notNull().default(1),
    recurrenceEndDate: date('recurrence_end_date', { mode: 'string' }),
    /** Dates to skip, 'YYYY-MM-DD'. */
    recurrenceExceptions: text('recurrence_exceptions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...hiddenReason(),
    ...removedReason(),
    lastDate: date('last_date', { mode: 'string' }).generatedAlwaysAs(
      (): SQL => sql`CASE WHEN ${rides.isRecurring} THEN coalesce(${rides.recurrenceEndDate}, DATE '9999-12-31') ELSE ${rides.rideDate} END`,
    ),
    ...timestamps(),
  },
  (t) => [
    // One-off rides are listed straight from this index; recurring ones are found by their date range.
    index('rides_one_off_idx')
      .on(t.rideDate, t.rideTime, t.id)
      .where(sql`${t.isRecurring} = false`),
    index('rides_recurring_idx')
      .on(t.lastDate, t.rideDate)
      .where(sql`${t.isRecurring} = true`),
    index('rides_user_last_date_idx').on(t.userId, t.lastDate),
    index('rides_from_trgm_idx').using('gin', sql`${t.fromLocation} gin_trgm_ops`),
    index('rides_to_trgm_idx').using('gin', sql`${t.toLocation} gin_trgm_ops`),
  ],
);
