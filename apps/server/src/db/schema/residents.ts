import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { RESIDENCY_STATUSES, RESIDENT_ROLES } from '@padosi/shared/residents-constants';
import { apartments, cascadeRef, createdAt, users } from './users';

/**
 * Trusted neighbours (modules/residents, issue 25): an apartment's blocks (or towers) and their flats, and who
 * lives in which flat. A resident is verified while their residency is 'approved'; the history of every request,
 * decision and move-out stays in these rows and the audit log.
 */
export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    apartmentId: cascadeRef('apartment_id', () => apartments.id),
    name: text('name').notNull(),
    /** The code the admin gives the block's residents: a resident who enters it joins at once (null: none). */
    inviteCode: text('invite_code'),
    ...createdAt(),
  },
  (t) => [uniqueIndex('blocks_apartment_name_idx').on(t.apartmentId, sql`lower(${t.name})`), uniqueIndex('blocks_invite_code_idx').on(t.inviteCode)],
);

export const flats = pgTable(
  'flats',
  {
    id: serial('id').primaryKey(),
    blockId: cascadeRef('block_id', () => blocks.id),
    name: text('name').notNull(),
    ...createdAt(),
  },
  (t) => [uniqueIndex('flats_block_name_idx').on(t.blockId, sql`lower(${t.name})`)],
);

export const residencies = pgTable(
  'residencies',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    flatId: cascadeRef('flat_id', () => flats.id),
    role: text('role', { enum: RESIDENT_ROLES }).notNull(),
    status: text('status', { enum: RESIDENCY_STATUSES }).notNull(),
    /** 'invite' when the resident joined with the block's code, 'request' when an admin decided. */
    via: text('via', { enum: ['request', 'invite'] }).notNull(),
    /** Why an admin declined; shown to the resident. */
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...createdAt(),
  },
  (t) => [
    check('residencies_status_check', sql`${t.status} IN ('pending', 'approved', 'declined', 'moved_out')`),
    check('residencies_role_check', sql`${t.role} IN ('owner', 'tenant')`),
    // One open request or verified residency per person at a time.
    uniqueIndex('residencies_one_open_idx')
      .on(t.userId)
      .where(sql`${t.status} IN ('pending', 'approved')`),
    // The flat limit counts these under the flat's row lock.
    index('residencies_flat_approved_idx')
      .on(t.flatId)
      .where(sql`${t.status} = 'approved'`),
    // The admin queue: open requests, oldest first.
    index('residencies_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('residencies_user_idx').on(t.userId, t.createdAt),
  ],
);
