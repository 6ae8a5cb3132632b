import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, optionalUserRef } from './users';

/** Append-only record of sign-ins and admin actions; nothing updates or deletes its rows. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: optionalUserRef('actor_id'),
    action: text('action').notNull(),
    subject: text('subject'),
    details: jsonb('details'),
    ip: text('ip'),
    ...createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
