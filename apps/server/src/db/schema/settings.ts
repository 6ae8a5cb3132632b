import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import type { SocietySettings } from '@padosi/shared/settings';
import { users } from './users';

/**
 * The society's settings from the admin console (modules/settings): one row at most. The value is the shared
 * SocietySettings schema's output, checked again when read, so the form, the server and the table agree on one shape;
 * the list of emergency contacts keeps the admin's order.
 */
export const societySettings = pgTable(
  'society_settings',
  {
    id: smallint('id').primaryKey().default(1),
    value: jsonb('value').$type<SocietySettings>().notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('society_settings_one_row', sql`${t.id} = 1`)],
);
