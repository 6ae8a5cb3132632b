import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';

const { apartments, blocks, flats, residencies, users } = schema;

const residencyColumns = {
  id: residencies.id,
  userId: residencies.userId,
  flatId: residencies.flatId,
  status: residencies.status,
  role: residencies.role,
  via: residencies.via,
  reason: residencies.reason,
  createdAt: residencies.createdAt,
  decidedAt: residencies.decidedAt,
  apartment: apartments.name,
  block: blocks.name,
  flat: flats.name,
};

/** Residencies with the names of their apartment, block and flat (and, for the queue, who asked). */
function selectResidencies(db: Db) {
  return db
    .select({ ...residencyColumns, userName: users.name, email: users.email })
    .from(residencies)
    .innerJoin(users, eq(users.id, residencies.userId))
    .innerJoin(flats, eq(flats.id, residencies.flatId))
    .innerJoin(blocks, eq(blocks.id, flats.blockId))
    .innerJoin(apartments, eq(apartments.id, blocks.apartmentId));
}

/** The person's latest request or residency (what their profile shows), or null. */
export async function latestResidency(db: Db, userId: number) {
  const [row] = await selectResidencies(db).where(eq(residencies.userId, userId)).orderBy(desc(residencies.createdAt), desc(residencies.id)).limit(1);
  return row ?? null;
}

export async function findResidency(db: Db, id: number) {
  const [row] = await selectResidencies(db).where(eq(residencies.id, id)).limit(1);
  return row ?? null;
}

/** The person's open request or verified residency, locked until the transaction ends. */
export async function lockOpenResidency(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(residencies)
    .where(and(eq(residencies.userId, userId), inArray(residencies.status, ['pending', 'approved'])))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function lockResidency(db: Db, id: number) {
  const [row] = await db.select().from(residencies).where(eq(residencies.id, id)).for('update').limit(1);
  return row ?? null;
}

/**
 * The flat and its block, the flat's row locked: two joins or approvals of one flat take turns here, so the count
 * of verified residents each sees includes the other's (the flat limit holds under concurrency).
 */
export async function lockFlat(db: Db, flatId: number) {
  const [row] = await db
    .select({ id: flats.id, blockId: blocks.id, inviteCode: blocks.inviteCode })
    .from(flats)
    .innerJoin(blocks, eq(blocks.id, flats.blockId))
    .where(eq(flats.id, flatId))
    .for('update', { of: flats })
    .limit(1);
  return row ?? null;
}

export async function verifiedInFlat(db: Db, flatId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(residencies)
    .where(and(eq(residencies.flatId, flatId), eq(residencies.status, 'approved')));
  return row?.n ?? 0;
}

export async function insertResidency(db: Db, values: typeof residencies.$inferInsert) {
  const [row] = await db.insert(residencies).values(values).returning();
  return row!;
}

export async function updateResidency(db: Db, id: number, values: Partial<typeof residencies.$inferInsert>) {
  await db.update(residencies).set(values).where(eq(residencies.id, id));
}

/** The admin's queue: open join requests, oldest first, with who asked. */
export async function pendingRequests(db: Db, limit: number, offset: number) {
  const where = eq(residencies.status, 'pending');
  const [items, [total]] = await Promise.all([
    selectResidencies(db).where(where).orderBy(asc(residencies.createdAt), asc(residencies.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(residencies).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Whether the person is a verified resident now. */
export async function hasApprovedResidency(db: Db, userId: number) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(residencies)
    .where(and(eq(residencies.userId, userId), eq(residencies.status, 'approved')))
    .limit(1);
  return Boolean(row);
}
