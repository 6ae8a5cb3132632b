import { and, asc, count, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { GrievanceFilter } from '@padosi/shared/grievances';
import * as schema from '../../db/schema/index';
import type { Db } from '../../platform/engine/db';
import { byId } from '../../platform/sql/rows';

const { grievances, grievanceReplies } = schema;
export type GrievanceRow = typeof grievances.$inferSelect;
export type ReplyRow = typeof grievanceReplies.$inferSelect;

export const grievanceRows = byId(grievances);

export const insertReply = (db: Db, values: typeof grievanceReplies.$inferInsert) =>
  db
    .insert(grievanceReplies)
    .values(values)
    .returning()
    .then((r) => r[0]!);

/** Requests raised since `since` by this account, or (a visitor) from this address. */
export async function countRaisedSince(db: Db, who: { userId: number } | { email: string }, since: Date) {
  const by = 'userId' in who ? eq(grievances.userId, who.userId) : sql`lower(${grievances.email}) = lower(${who.email})`;
  const [row] = await db
    .select({ n: count() })
    .from(grievances)
    .where(and(by, gte(grievances.createdAt, since)));
  return row?.n ?? 0;
}

/** The replies of these requests, oldest first, at most `max` each. */
export async function repliesOf(db: Db, ids: number[], max: number) {
  if (ids.length === 0) return new Map<number, ReplyRow[]>();
  const rows = await db
    .select()
    .from(grievanceReplies)
    .where(inArray(grievanceReplies.grievanceId, ids))
    .orderBy(asc(grievanceReplies.createdAt), asc(grievanceReplies.id));
  const byGrievance = new Map<number, ReplyRow[]>();
  for (const r of rows) {
    const list = byGrievance.get(r.grievanceId) ?? [];
    if (list.length < max) list.push(r);
    byGrievance.set(r.grievanceId, list);
  }
  return byGrievance;
}

export const listOfUser = (db: Db, userId: number, limit: number, offset: number) =>
  db.select().from(grievances).where(eq(grievances.userId, userId)).orderBy(desc(grievances.createdAt), desc(grievances.id)).limit(limit).offset(offset);

export async function countOfUser(db: Db, userId: number) {
  const [row] = await db.select({ n: count() }).from(grievances).where(eq(grievances.userId, userId));
  return row?.n ?? 0;
}

const filterWhere = (filter: GrievanceFilter): SQL | undefined =>
  filter === 'pending' ? or(eq(grievances.status, 'open'), eq(grievances.status, 'answered')) : eq(grievances.status, filter);

/** The officer's queue: the nearest deadline first (overdue ones lead), then the oldest. */
export const queue = (db: Db, filter: GrievanceFilter, limit: number, offset: number) =>
  db
    .select()
    .from(grievances)
    .where(filterWhere(filter))
    .orderBy(filter === 'closed' ? desc(grievances.closedAt) : asc(grievances.dueAt), asc(grievances.id))
    .limit(limit)
    .offset(offset);

export async function countQueue(db: Db, filter: GrievanceFilter) {
  const [row] = await db.select({ n: count() }).from(grievances).where(filterWhere(filter));
  return row?.n ?? 0;
}
