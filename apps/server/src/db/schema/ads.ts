import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, ownedRow, removedReason, timestamps, userRef } from './users';

/** Buy & sell categories, separate from the directory's; the default list is inserted by a migration. */
export const adCategories = pgTable('ad_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

/**
 * A buy & sell ad. Its images live in the same row (ordered public paths), so an ad and its images are always
 * written by one statement and the 1–5 rule holds in the database too.
 */
export const ads = pgTable(
  'ads',
  {
    ...ownedRow(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => adCategories.id),
    title: text('title').notNull(),
    /** The A–Z sort key; a stored column (not an expression index) so the page subquery stays index-only. */
    titleKey: text('title_key')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${ads.title})`),
    description: text('description').notNull(),
    /** Exact money: numeric, read and written as a decimal string. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    contactInfo: text('contact_info').notNull(),
    location: text('location').notNull(),
    status: text('ads_status', { enum: ['Available', 'Sold', 'Pending', 'Inactive'] })
      .notNull()
      .default('Available'),
    images: text('images').array().notNull(),
    ...removedReason(),
    ...timestamps(),
  },
  (t) => [
    check('ads_status_check', sql`${t.status} in ('Available', 'Sold', 'Pending', 'Inactive')`),
    check('ads_images_count_check', sql`cardinality(${t.images}) between 1 and 5`),
    check('ads_price_check', sql`${t.price} >= 0`),
    // The public list hides Inactive ads; one partial index per sort order keeps every page an index walk. Plain
    // ascending keys: a backward scan serves DESC, whereas DESC NULLS LAST would match neither direction.
    index('ads_listed_latest_idx')
      .on(t.id)
      .where(sql`${t.status} <> 'Inactive'`),
    index('ads_listed_price_idx')
      .on(t.price, t.id)
      .where(sql`${t.status} <> 'Inactive'`),
    index('ads_listed_title_idx')
      .on(t.titleKey, t.id)
      .where(sql`${t.status} <> 'Inactive'`),
    index('ads_user_idx').on(t.userId, t.id),
    // The console's Listings search (issue 24) matches any part of a title.
    index('ads_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** Ads a signed-in resident saved with the heart (issue 15); the spec's local heart stays for visitors. */
export const savedAds = pgTable(
  'saved_ads',
  {
    userId: userRef(),
    adId: cascadeRef('ad_id', () => ads.id),
    ...createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.adId] }), index('saved_ads_user_created_idx').on(t.userId, t.createdAt), index('saved_ads_ad_idx').on(t.adId)],
);
