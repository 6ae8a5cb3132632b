import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_STATUSES, type KitchenSlot, type OrderStatus } from '@padosi/shared/kitchens';
import * as schema from '../../db/schema/index';
import { type Db } from '../../platform/engine/db';
import { byId } from '../../platform/sql/rows';

const { kitchens, kitchenItems, kitchenItemDays, kitchenOrders, kitchenOrderItems, users } = schema;
export type OrderRow = typeof kitchenOrders.$inferSelect;
export type OrderLineRow = typeof kitchenOrderItems.$inferSelect;
export type OrderWithNames = OrderRow & { kitchenName: string; ownerId: number; upiId: string; customerName: string };

/**
 * Takes `qty` of an item's daily quantity in one conditional UPDATE. Under concurrent orders each UPDATE waits
 * for the row lock and re-checks `sold + qty <= limit` on the newest row, so the limit holds exactly.
 * Returns false when the item is sold out for the day or too few are left.
 */
export async function takeStock(db: Db, itemId: number, day: string, qty: number, limit: number): Promise<boolean> {
  await db.insert(kitchenItemDays).values({ itemId, day }).onConflictDoNothing();
  const rows = await db
    .update(kitchenItemDays)
    .set({ sold: sql`${kitchenItemDays.sold} + ${qty}` })
    .where(
      and(
        eq(kitchenItemDays.itemId, itemId),
        eq(kitchenItemDays.day, day),
        eq(kitchenItemDays.soldOut, false),
        sql`${kitchenItemDays.sold} + ${qty} <= ${limit}`,
      ),
    )
    .returning({ sold: kitchenItemDays.sold });
  return rows.length === 1;
}

export async function releaseStock(db: Db, orderId: number, day: string) {
  await db.execute(sql`
    update ${kitchenItemDays} d set sold = greatest(d.sold - l.qty, 0)
    from ${kitchenOrderItems} l
    where l.order_id = ${orderId} and d.item_id = l.item_id and d.day = ${day}`);
}

/** Each item's sold count and sold-out mark on a day. */
export async function stockOn(db: Db, itemIds: number[], day: string) {
  if (itemIds.length === 0) return new Map<number, { sold: number; soldOut: boolean }>();
  const rows = await db
    .select()
    .from(kitchenItemDays)
    .where(and(inArray(kitchenItemDays.itemId, itemIds), eq(kitchenItemDays.day, day)));
  return new Map(rows.map((r) => [r.itemId, { sold: r.sold, soldOut: r.soldOut }]));
}

export async function setSoldOut(db: Db, itemId: number, day: string, soldOut: boolean) {
  await db
    .insert(kitchenItemDays)
    .values({ itemId, day, soldOut })
    .onConflictDoUpdate({ target: [kitchenItemDays.itemId, kitchenItemDays.day], set: { soldOut } });
}

export async function insertOrder(db: Db, values: typeof kitchenOrders.$inferInsert, lines: Array<Omit<OrderLineRow, 'orderId'>>) {
  const [order] = await db.insert(kitchenOrders).values(values).returning();
  await db.insert(kitchenOrderItems).values(lines.map((l) => ({ ...l, orderId: order!.id })));
  return order!;
}

const withNames = { ...getTableColumns(kitchenOrders), kitchenName: kitchens.name, ownerId: kitchens.userId, upiId: kitchens.upiId, customerName: users.name };
const named = (db: Db) =>
  db
    .select(withNames)
    .from(kitchenOrders)
    .innerJoin(kitchens, eq(kitchens.id, kitchenOrders.kitchenId))
    .innerJoin(users, eq(users.id, kitchenOrders.customerId));

export async function findOrder(db: Db, id: number): Promise<OrderWithNames | null> {
  const [row] = await named(db).where(eq(kitchenOrders.id, id)).limit(1);
  return row ?? null;
}

export const lockOrder = byId(kitchenOrders).lock;

export async function setOrderStatus(db: Db, id: number, status: OrderStatus, rejectReason: string | null) {
  await db.update(kitchenOrders).set({ status, rejectReason, updatedAt: new Date() }).where(eq(kitchenOrders.id, id));
}

export async function linesOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, OrderLineRow[]>();
  const rows = await db.select().from(kitchenOrderItems).where(inArray(kitchenOrderItems.orderId, orderIds)).orderBy(asc(kitchenOrderItems.itemId));
  const map = new Map<number, OrderLineRow[]>();
  for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), r]);
  return map;
}

export interface OrderFilter {
  customerId?: number;
  kitchenId?: number;
  day?: string;
  slot?: KitchenSlot;
}

/** A customer's orders newest first, or a kitchen's by day and slot (earliest meal first); one page in SQL. */
export async function listOrders(db: Db, f: OrderFilter, page: number, pageSize: number) {
  const parts: SQL[] = [];
  if (f.customerId !== undefined) parts.push(eq(kitchenOrders.customerId, f.customerId));
  if (f.kitchenId !== undefined) parts.push(eq(kitchenOrders.kitchenId, f.kitchenId));
  if (f.day) parts.push(eq(kitchenOrders.day, f.day));
  if (f.slot) parts.push(eq(kitchenOrders.slot, f.slot));
  const where = and(...parts);
  const order =
    f.kitchenId !== undefined
      ? [desc(kitchenOrders.day), sql`array_position(array['breakfast','lunch','snacks','dinner'], ${kitchenOrders.slot})`, asc(kitchenOrders.id)]
      : [desc(kitchenOrders.id)];
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(kitchenOrders).where(where),
    named(db)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many of each item the kitchen must cook for a day's slot (orders that still stand). */
export async function prepList(db: Db, kitchenId: number, day: string, slot: KitchenSlot) {
  return db
    .select({ itemId: kitchenOrderItems.itemId, name: kitchenItems.name, qty: sql<number>`sum(${kitchenOrderItems.qty})::int` })
    .from(kitchenOrderItems)
    .innerJoin(kitchenOrders, eq(kitchenOrders.id, kitchenOrderItems.orderId))
    .innerJoin(kitchenItems, eq(kitchenItems.id, kitchenOrderItems.itemId))
    .where(
      and(
        eq(kitchenOrders.kitchenId, kitchenId),
        eq(kitchenOrders.day, day),
        eq(kitchenOrders.slot, slot),
        inArray(kitchenOrders.status, [...ACTIVE_STATUSES]),
      ),
    )
    .groupBy(kitchenOrderItems.itemId, kitchenItems.name)
    .orderBy(asc(kitchenItems.name));
}

export async function hasCompletedOrder(db: Db, kitchenId: number, customerId: number) {
  const [row] = await db
    .select({ id: kitchenOrders.id })
    .from(kitchenOrders)
    .where(and(eq(kitchenOrders.kitchenId, kitchenId), eq(kitchenOrders.customerId, customerId), eq(kitchenOrders.status, 'completed')))
    .limit(1);
  return Boolean(row);
}

/**
 * What one customer already holds at one kitchen, for its fair shares (issue 29), under a transaction lock on the
 * pair so two orders of one customer at once are counted one after the other: their orders for the day (active
 * ones, and cancelled cash ones, which count against them), the quantity of each dish they hold for the day, and
 * their cancelled cash orders here since `since`.
 */
export async function customerShare(db: Db, kitchenId: number, customerId: number, day: string, since: string) {
  await db.execute(sql`select pg_advisory_xact_lock(${kitchenId}::int, ${customerId}::int)`);
  const active = sql`(${kitchenOrders.status} in (${sql.join(
    ACTIVE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}))`;
  const [counts] = await db
    .select({
      dayOrders: sql<number>`count(*) filter (where ${kitchenOrders.day} = ${day} and (${active} or (${kitchenOrders.status} = 'cancelled' and ${kitchenOrders.payment} = 'cash')))::int`,
      cashCancels: sql<number>`count(*) filter (where ${kitchenOrders.day} >= ${since} and ${kitchenOrders.status} = 'cancelled' and ${kitchenOrders.payment} = 'cash')::int`,
    })
    .from(kitchenOrders)
    .where(and(eq(kitchenOrders.kitchenId, kitchenId), eq(kitchenOrders.customerId, customerId)));
  const held = await db
    .select({ itemId: kitchenOrderItems.itemId, qty: sql<number>`sum(${kitchenOrderItems.qty})::int` })
    .from(kitchenOrderItems)
    .innerJoin(kitchenOrders, eq(kitchenOrders.id, kitchenOrderItems.orderId))
    .where(and(eq(kitchenOrders.kitchenId, kitchenId), eq(kitchenOrders.customerId, customerId), eq(kitchenOrders.day, day), active))
    .groupBy(kitchenOrderItems.itemId);
  return { dayOrders: counts?.dayOrders ?? 0, cashCancels: counts?.cashCancels ?? 0, held: new Map(held.map((h) => [h.itemId, h.qty])) };
}

/** Each customer's cancelled cash orders at a kitchen since `since`, for the cook's list of orders. */
export async function cashCancelsOf(db: Db, kitchenId: number, customerIds: number[], since: string) {
  if (customerIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ customerId: kitchenOrders.customerId, n: sql<number>`count(*)::int` })
    .from(kitchenOrders)
    .where(
      and(
        eq(kitchenOrders.kitchenId, kitchenId),
        inArray(kitchenOrders.customerId, customerIds),
        eq(kitchenOrders.status, 'cancelled'),
        eq(kitchenOrders.payment, 'cash'),
        sql`${kitchenOrders.day} >= ${since}`,
      ),
    )
    .groupBy(kitchenOrders.customerId);
  return new Map(rows.map((r) => [r.customerId, r.n]));
}

const IN_PROGRESS: OrderStatus[] = ['placed', 'accepted', 'preparing', 'ready'];

/** Orders still in progress that a leaving person is part of, as customer or as the kitchen's owner (account erasure). */
export async function activeOrdersOf(db: Db, userId: number) {
  const rows = await db
    .select({ id: kitchenOrders.id, day: kitchenOrders.day, ownerId: kitchens.userId })
    .from(kitchenOrders)
    .innerJoin(kitchens, eq(kitchens.id, kitchenOrders.kitchenId))
    .where(and(inArray(kitchenOrders.status, IN_PROGRESS), sql`(${kitchenOrders.customerId} = ${userId} OR ${kitchens.userId} = ${userId})`))
    .orderBy(asc(kitchenOrders.id));
  return rows;
}
