import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../engine/db';

/** A table whose rows an admin can hide: the owner and why it is hidden (null: shown). */
type Hideable = PgTable & { userId: PgColumn; hiddenReason: PgColumn };

/**
 * Disabling an account hides every row it owns that is still shown; enabling it shows again only the rows that
 * disabling hid (a row hidden on a report or by an admin stays hidden). Returns the ids it changed.
 */
export async function hideForDisabledOwner(db: Db, table: Hideable & { id: PgColumn }, userId: number, disabled: boolean): Promise<number[]> {
  const which: SQL = disabled ? isNull(table.hiddenReason) : eq(table.hiddenReason, 'disabled');
  const rows = (await db
    .update(table)
    .set({ hiddenReason: disabled ? 'disabled' : null } as never)
    .where(and(eq(table.userId, userId), which))
    .returning({ id: table.id })) as Array<{ id: number }>;
  return rows.map((r) => r.id);
}
