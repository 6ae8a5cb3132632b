import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** When a row was made. */
export const createdAt = () => ({ createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow() });

/** When a row was made and last changed (repositories stamp updated_at on every update). */
export const timestamps = () => ({
  ...createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A required key to a parent row: removing the parent removes this row. */
export const cascadeRef = (column: string, parent: () => AnyPgColumn) => integer(column).notNull().references(parent, { onDelete: 'cascade' });

export const apartments = pgTable('apartments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** A retired apartment stays on the profiles and providers that have it but cannot be chosen for new ones. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Accounts are keyed by the Google subject; development sign-in uses "dev:<email>". */
    googleSub: text('google_sub').notNull().unique(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number'),
    apartmentId: integer('apartment_id').references(() => apartments.id, { onDelete: 'set null' }),
    blockFlatNumber: text('block_flat_number'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    pincode: text('pincode'),
    profilePicture: text('profile_picture'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    /** The language the user chose ('en' or 'hi'); null until they choose, when the browser's is used (decision 2300). */
    language: text('language'),
    /** Set by the third warning (strikes, issue 25): the user may not post until then. */
    postingSuspendedUntil: timestamp('posting_suspended_until', { withTimezone: true }),
    /** When the person confirmed being at least 13 (the spec's minimum age, issue 30); null: not yet asked. */
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('users_language_check', sql`${t.language} IN ('en', 'hi')`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Search suggestions of one or two characters match name starts through this btree (directory feature).
    index('users_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    // "Does the portal have an admin?" at every start and setup-link use, without reading every account.
    index('users_admins_idx')
      .on(t.id)
      .where(sql`${t.isAdmin}`),
  ],
);

/** The key and owner of a row a user posted: removing the user removes the row. */
/**
 * Why an admin took a provider, ride or kitchen out of every public list (null: shown). "disabled" is undone when
 * the owner's account is enabled again; "report" and "admin" only by an admin.
 */
export const HIDDEN_REASONS = ['admin', 'report', 'disabled'] as const;
export type HiddenReason = (typeof HIDDEN_REASONS)[number];
export const hiddenReason = () => ({ hiddenReason: text('hidden_reason', { enum: HIDDEN_REASONS }) });
/**
 * Why the moderators removed a listing from the console's Listings screen (issue 24; null: not removed there). The
 * owner reads it on their listing; the public gets "removed by the moderators" (410) instead of the page.
 */
export const removedReason = () => ({ removedReason: text('removed_reason') });

/** A row's user, the row going with the user. */
export const userRef = (column = 'user_id') => cascadeRef(column, () => users.id);

/** A row's user when one was signed in; the row stays (without its user) when the user is removed. */
export const optionalUserRef = (column = 'user_id') => integer(column).references(() => users.id, { onDelete: 'set null' });

/** Who reviewed and how many stars (1–5) they gave: the same pair in provider and kitchen reviews. */
export const reviewer = () => ({ userId: userRef(), rating: smallint('rating').notNull() });

export const ownedRow = () => ({
  id: serial('id').primaryKey(),
  userId: userRef(),
});

export const sessions = pgTable(
  'sessions',
  {
    ...ownedRow(),
    /** HMAC-SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    ...createdAt(),
    /** Moved forward (at most once a minute) while the session is used; idle sessions end (platform/sessions.ts). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);
