import type { FastifyRequest } from 'fastify';
import { schema, type Db } from './db';

/** Appends one entry to the audit log (sign-ins and admin actions). */
export async function audit(db: Db, request: FastifyRequest, action: string, subject?: string, details?: Record<string, unknown>, actorId?: number) {
  await db.insert(schema.auditLog).values({
    actorId: actorId ?? request.user?.id ?? null,
    action,
    subject: subject ?? null,
    details: details ?? null,
    ip: request.ip,
  });
}
