import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../engine/db';

export interface AuditEntry {
  /** Who acted; null for the portal itself or its command line. */
  actorId: number | null;
  action: string;
  subject?: string;
  details?: Record<string, unknown>;
  ip?: string;
}

/** The one insert into the append-only audit log: requests, the start-up and the command line all come here. */
export async function appendAudit(db: Db, entry: AuditEntry) {
  // In SQL because the table's definition (db/schema/audit.ts) sits above platform/, which imports nothing from db/.
  const details = entry.details === undefined ? null : JSON.stringify(entry.details);
  await db.execute(sql`
    INSERT INTO audit_log (actor_id, action, subject, details, ip)
    VALUES (${entry.actorId}, ${entry.action}, ${entry.subject ?? null}, ${details}::jsonb, ${entry.ip ?? null})`);
}

/** Appends one entry to the audit log for a request (sign-ins and admin actions): its user and address. */
export async function audit(db: Db, request: FastifyRequest, action: string, subject?: string, details?: Record<string, unknown>, actorId?: number) {
  await appendAudit(db, { actorId: actorId ?? request.user?.id ?? null, action, subject, details, ip: request.ip });
}
