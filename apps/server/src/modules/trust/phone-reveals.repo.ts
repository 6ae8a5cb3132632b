import { and, count, eq, gt, sql } from 'drizzle-orm';
import * as schema from '../../db/schema/index';
import type { Db } from '../../platform/engine/db';

const { phoneReveals } = schema;
export type PhoneKind = (typeof schema.PHONE_KINDS)[number];

/** One viewer's reveals are decided one at a time, so two quick clicks cannot both take the last one of the hour. */
export const lockViewer = (tx: Db, viewerId: number) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('phone-reveal'), ${viewerId})`);

/** Whether this viewer revealed this item since `since` (then it costs nothing again). */
export async function revealedSince(tx: Db, viewerId: number, kind: PhoneKind, itemId: number, since: Date) {
  const rows = await tx
    .select({ id: phoneReveals.id })
    .from(phoneReveals)
    .where(and(eq(phoneReveals.viewerId, viewerId), eq(phoneReveals.kind, kind), eq(phoneReveals.itemId, itemId), gt(phoneReveals.lastAt, since)))
    .limit(1);
  return rows.length > 0;
}

/** How many items this viewer revealed since `since` (phone_reveals_recent_idx). */
export async function countSince(tx: Db, viewerId: number, since: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(phoneReveals)
    .where(and(eq(phoneReveals.viewerId, viewerId), gt(phoneReveals.lastAt, since)));
  return row?.n ?? 0;
}

export async function recordReveal(tx: Db, viewerId: number, kind: PhoneKind, itemId: number, at: Date) {
  await tx
    .insert(phoneReveals)
    .values({ viewerId, kind, itemId, firstAt: at, lastAt: at })
    .onConflictDoUpdate({
      target: [phoneReveals.viewerId, phoneReveals.kind, phoneReveals.itemId],
      set: { times: sql`${phoneReveals.times} + 1`, lastAt: at },
    });
}

/** How often the item's number was revealed, and to how many viewers (for its owner and the admins). */
export async function revealCounts(db: Db, kind: PhoneKind, itemId: number) {
  const [row] = await db
    .select({ viewers: count(), times: sql<number>`coalesce(sum(${phoneReveals.times}), 0)::int` })
    .from(phoneReveals)
    .where(and(eq(phoneReveals.kind, kind), eq(phoneReveals.itemId, itemId)));
  return { viewers: row?.viewers ?? 0, times: row?.times ?? 0 };
}
