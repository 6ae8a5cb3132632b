import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CATEGORY_HOME_HELP } from '@padosi/shared/category-constants';
import { apartments, cascadeRef, createdAt, hiddenReason, ownedRow, reviewer, timestamps, userRef } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Main categories have parent_id null; sub categories point at their main category. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    moduleUrl: text('module_url'),
    iconPath: text('icon_path'),
    priority: integer('priority').notNull().default(0),
    toprating: boolean('toprating').notNull().default(false),
    status: boolean('status').notNull().default(true),
    /** Other words residents search this category by ("doctor" for Health, "tutor" for Tuition); admin-edited, lower-cased. */
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Which home help it supplies (maid, cook, housekeeping), chosen by an admin; null: none (issue 24). */
    homeHelp: text('home_help', { enum: CATEGORY_HOME_HELP }),
    ...timestamps(),
  },
  (t) => [index('categories_parent_priority_idx').on(t.parentId, t.priority), index('categories_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const serviceProviders = pgTable(
  'service_providers',
  {
    ...ownedRow(),
    name: text('name').notNull(),
    title: text('title'),
    shopname: text('shopname'),
    address: text('address'),
    pincode: text('pincode'),
    apartmentId: integer('apartment_id').references(() => apartments.id, { onDelete: 'set null' }),
    businessDetails: text('business_details'),
    /** Main category. */
    parentId: integer('parent_id')
      .notNull()
      .references(() => categories.id),
    /** Sub category: the spec's service_type. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    phoneNumber: text('phone_number').notNull(),
    /** File name under /uploads/serviceproviders/. */
    profileImage: text('profile_image'),
    /** Sanitised HTML, written only through the allow-list sanitiser. */
    longDesc: text('long_desc'),
    adminVerified: boolean('admin_verified').notNull().default(false),
    isAdminContact: boolean('is_admin_contact').notNull().default(false),
    /** Average of reviews, one decimal, kept in step with the reviews table. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    ...hiddenReason(),
    /** What else the provider is found by besides its name: shop name, title, categories and business details. */
    searchText: text('search_text').notNull().default(''),
    /** Name words weigh more (A) than the rest (B) in the ranking. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('simple', ${serviceProviders.name}), 'A') || setweight(to_tsvector('simple', ${serviceProviders.searchText}), 'B')`,
    ),
    ...timestamps(),
  },
  (t) => [
    // Category pages list verified first, then by rating: these serve WHERE … ORDER BY … LIMIT straight from the index.
    // hidden_reason last: the public lists filter shown providers (decision 1204) inside an index-only scan. Not
    // partial indexes: with sequential scans priced out, a partial index on "shown" would stand in for a table scan.
    index('service_providers_category_rank_idx').on(t.categoryId, t.adminVerified, t.rating, t.id, t.hiddenReason),
    index('service_providers_parent_rank_idx').on(t.parentId, t.adminVerified, t.rating, t.id, t.hiddenReason),
    index('service_providers_user_idx').on(t.userId, t.id),
    // Suggestions: contains (3+ characters) through trigrams, starts-with (1–2 characters) through the btree.
    index('service_providers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('service_providers_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('service_providers_search_idx').using('gin', t.searchVector),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    serviceProviderId: cascadeRef('service_provider_id', () => serviceProviders.id),
    ...reviewer(),
    comment: text('comment').notNull(),
    ...createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** An admin removed it: the author's next post for the provider must not bring it back. */
    removedByAdmin: boolean('removed_by_admin').notNull().default(false),
  },
  (t) => [
    uniqueIndex('reviews_provider_user_idx').on(t.serviceProviderId, t.userId),
    index('reviews_provider_created_idx').on(t.serviceProviderId, t.createdAt),
    index('reviews_user_idx').on(t.userId),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: userRef(),
    serviceProviderId: cascadeRef('service_provider_id', () => serviceProviders.id),
    ...createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.serviceProviderId] }), index('favorites_provider_idx').on(t.serviceProviderId)],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    buttonText: text('button_text'),
    buttonLink: text('button_link'),
    status: boolean('status').notNull().default(true),
    expireDate: timestamp('expire_date', { withTimezone: true }).notNull(),
    /** Public path under /uploads/banners/ (the spec's client prefixes only the host). */
    imageUrl: text('image_url'),
    ...timestamps(),
  },
  (t) => [index('banners_active_idx').on(t.status, t.expireDate)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    designation: text('designation'),
    comments: text('comments').notNull(),
    rating: smallint('rating').notNull().default(5),
    profilePicUrl: text('profile_pic_url'),
    isActive: boolean('is_active').notNull().default(true),
    ...createdAt(),
  },
  (t) => [index('testimonials_active_idx').on(t.isActive, t.id)],
);

/** The home page's promotional cards (image, title, subtitle, link, button text); the page shows the first 4 by priority. */
export const homeCards = pgTable('home_cards', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  image: text('image'),
  link: text('link'),
  buttonText: text('button_text'),
  categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
  priority: integer('priority').notNull().default(0),
});

/**
 * Every distinct word providers are found by (lexemes of their search vector). Small compared with the providers
 * table; its trigram index turns a misspelt query word ("plumbr") into the words that exist ("plumber").
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);
