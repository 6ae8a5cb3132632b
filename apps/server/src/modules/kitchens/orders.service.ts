import { formatDayMonth, formatTime12h, weekDayOf } from '@padosi/shared/calendar-dates';
import { addDays } from '@padosi/shared/calendar-dates';
import {
  CANCELLABLE,
  CUSTOMER_LIMITS,
  KITCHEN_MESSAGES as M,
  OWNER_MOVES,
  customerItemCap,
  cutoffAt,
  zonedToday,
  type KitchenSlot,
  type OrderStatus,
} from '@padosi/shared/kitchens';
import { fromPaise, toPaise } from '@padosi/shared/money';
import type { ServiceContext, SystemContext, ViewerContext } from '../../platform/services/context';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { toItem, toOrder } from './kitchen-view';
import * as kitchensRepo from './kitchens.repo';
import { findKitchenRow, ownedItem } from './kitchens.service';
import * as repo from './orders.repo';

export interface PlaceOrder {
  date: string;
  slot: KitchenSlot;
  items: Array<{ item_id: number; qty: number }>;
  fulfilment: 'pickup' | 'delivery';
  note: string;
  payment: 'cash' | 'upi';
}

/** "10:00 am on 24 Nov" in the community's zone, for cut-off messages. */
function describeInstant(at: Date, timeZone: string) {
  const date = zonedToday(timeZone, at);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return `${formatTime12h(time)} on ${formatDayMonth(date)}`;
}

/** When orders for the kitchen's slot on a date close; refuses a slot the kitchen does not serve that day. */
function slotCutoff(kitchen: kitchensRepo.KitchenRow, date: string, slot: KitchenSlot, timeZone: string) {
  const entry = kitchen.schedule.find((s) => s.slot === slot);
  if (!entry || !entry.days.includes(weekDayOf(date))) return null;
  return cutoffAt(date, entry, timeZone);
}

/** The menu for one date and slot, with how many of each item are left. */
export async function dayMenu(ctx: ViewerContext, kitchenId: number, date: string, slot: KitchenSlot) {
  const { db, clock } = ctx;
  const kitchen = await findKitchenRow(ctx, kitchenId, null);
  const cutoff = slotCutoff(kitchen, date, slot, clock.timeZone);
  const items = cutoff ? (await kitchensRepo.listItems(db, kitchenId)).filter((i) => i.slots.includes(slot) && i.days.includes(weekDayOf(date))) : [];
  const stock = await repo.stockOn(
    db,
    items.map((i) => i.id),
    date,
  );
  const open = Boolean(cutoff) && kitchen.isOpen && !kitchen.pausedByAdmin && kitchen.hiddenReason === null && clock.now() < cutoff!;
  return {
    date,
    slot,
    cutoff: cutoff?.toISOString() ?? null,
    open,
    items: items.map((i) => {
      const s = stock.get(i.id);
      return { ...toItem(i), sold_out: Boolean(s?.soldOut), left: s?.soldOut ? 0 : Math.max(i.dailyLimit - (s?.sold ?? 0), 0) };
    }),
  };
}

/**
 * Checks the kitchen, slot, cut-off and items, prices every line from the stored menu (paise integers), then in
 * one transaction takes each item's daily quantity (ascending item id, so two orders never deadlock) and writes
 * the order with its price snapshot. Any refusal rolls back everything taken so far.
 */
export async function placeOrder(ctx: ServiceContext, kitchenId: number, body: PlaceOrder) {
  const { db, user, clock } = ctx;
  const now = clock.now();
  const kitchen = await findKitchenRow(ctx, kitchenId, user);
  if (kitchen.userId === user.id) throw Forbidden(M.ownKitchen);
  if (!kitchen.isOpen || kitchen.pausedByAdmin || kitchen.hiddenReason !== null) throw Conflict(M.kitchenPaused);
  const cutoff = slotCutoff(kitchen, body.date, body.slot, clock.timeZone);
  if (!cutoff) throw Invalid(M.slotNotServed, { slot: M.slotNotServed });
  if (now >= cutoff) throw Conflict(M.pastCutoff(describeInstant(cutoff, clock.timeZone)));
  if (body.fulfilment === 'delivery' && !kitchen.delivers) throw Invalid(M.noDelivery, { fulfilment: M.noDelivery });

  const wanted = new Map<number, number>();
  for (const l of body.items) wanted.set(l.item_id, (wanted.get(l.item_id) ?? 0) + l.qty);
  const menu = new Map((await kitchensRepo.listItems(db, kitchenId)).map((i) => [i.id, i]));
  const lines = [...wanted]
    .sort(([a], [b]) => a - b)
    .map(([itemId, qty]) => {
      const item = menu.get(itemId);
      if (!item || !item.slots.includes(body.slot) || !item.days.includes(weekDayOf(body.date)))
        throw Invalid(M.itemNotOffered(item?.name ?? `Item ${itemId}`));
      if (qty > 20) throw Invalid(M.qtyInvalid);
      return { item, qty };
    });
  const itemsPaise = lines.reduce((sum, l) => sum + toPaise(l.item.price) * l.qty, 0);
  if (itemsPaise < toPaise(kitchen.minOrder)) throw Invalid(M.belowMinimum(fromPaise(toPaise(kitchen.minOrder))));
  const feePaise = body.fulfilment === 'delivery' ? toPaise(kitchen.deliveryFee) : 0;

  const since = addDays(zonedToday(clock.timeZone, now), -CUSTOMER_LIMITS.cancelWindowDays);
  const order = await db.transaction(async (tx) => {
    // Fair shares (issue 29): one customer cannot take a kitchen's day, nor cancel cash orders without end.
    const share = await repo.customerShare(tx, kitchenId, user.id, body.date, since);
    if (share.dayOrders >= kitchen.customerOrdersPerDay) throw Conflict(M.ordersPerDayReached(kitchen.customerOrdersPerDay));
    if (body.payment === 'cash' && share.cashCancels >= kitchen.cashCancelLimit) {
      throw Invalid(M.cashAfterCancels(share.cashCancels), { payment: M.cashAfterCancels(share.cashCancels) });
    }
    for (const { item, qty } of lines) {
      const cap = customerItemCap(item.dailyLimit, kitchen.customerItemSharePercent);
      if ((share.held.get(item.id) ?? 0) + qty > cap) throw Conflict(M.itemShareReached(item.name, cap));
    }
    for (const { item, qty } of lines) {
      if (!(await repo.takeStock(tx, item.id, body.date, qty, item.dailyLimit))) {
        const left = (await repo.stockOn(tx, [item.id], body.date)).get(item.id);
        throw Conflict(M.soldOut(item.name, left?.soldOut ? 0 : Math.max(item.dailyLimit - (left?.sold ?? 0), 0)));
      }
    }
    return repo.insertOrder(
      tx,
      {
        kitchenId,
        customerId: user.id,
        day: body.date,
        slot: body.slot,
        fulfilment: body.fulfilment,
        note: body.note,
        payment: body.payment,
        itemsTotal: fromPaise(itemsPaise),
        deliveryFee: fromPaise(feePaise),
        total: fromPaise(itemsPaise + feePaise),
        cutoffAt: cutoff,
      },
      lines.map(({ item, qty }) => ({ itemId: item.id, name: item.name, price: item.price, qty, isVeg: item.isVeg })),
    );
  });
  const view = await getOrderView(ctx, order.id, user.id);
  // The change has committed: whoever listens (the kitchen push, wired in app/compose.ts) hears of it now.
  await ctx.emit('order.changed', { order: view, ownerId: kitchen.userId, actorId: user.id });
  return view;
}

async function getOrderView(ctx: ViewerContext, id: number, viewerId: number) {
  const row = await repo.findOrder(ctx.db, id);
  if (!row) throw NotFound('The order');
  const lines = await repo.linesOf(ctx.db, [id]);
  return toOrder(row, lines.get(id) ?? [], viewerId, ctx.clock.now());
}

/** The customer, the kitchen's owner or an admin. */
export async function getOrder(ctx: ServiceContext, id: number) {
  const { user } = ctx;
  const row = await repo.findOrder(ctx.db, id);
  if (!row) throw NotFound('The order');
  if (row.customerId !== user.id && row.ownerId !== user.id && !user.isAdmin) throw Forbidden();
  return getOrderView(ctx, id, user.id);
}

/**
 * The status machine: the customer may only cancel (placed or accepted, before the cut-off); the kitchen's owner
 * moves forward one step at a time (OWNER_MOVES). A cancelled or rejected order gives its quantity back.
 */
export async function changeStatus(ctx: ServiceContext, id: number, to: OrderStatus, reason: string) {
  const { db, user, clock } = ctx;
  const found = await repo.findOrder(db, id);
  if (!found) throw NotFound('The order');
  const isCustomer = found.customerId === user.id;
  const isOwner = found.ownerId === user.id;
  if (!isCustomer && !isOwner) throw Forbidden();
  await db.transaction(async (tx) => {
    const order = (await repo.lockOrder(tx, id))!;
    if (to === 'cancelled') {
      if (!isCustomer) throw Forbidden(M.onlyCustomerCancels);
      if (!CANCELLABLE.includes(order.status)) throw Conflict(M.illegalMove(order.status, to));
      if (clock.now() >= order.cutoffAt) throw Conflict(M.cancelTooLate);
    } else {
      if (!isOwner) throw Forbidden(M.onlyOwnerMoves);
      if (!OWNER_MOVES[order.status].includes(to)) throw Conflict(M.illegalMove(order.status, to));
    }
    await repo.setOrderStatus(tx, id, to, to === 'rejected' ? reason : null);
    if (to === 'cancelled' || to === 'rejected') await repo.releaseStock(tx, id, order.day);
  });
  const view = await getOrderView(ctx, id, user.id);
  await ctx.emit('order.changed', { order: view, ownerId: found.ownerId, actorId: user.id });
  return view;
}

async function pageOrders(ctx: ServiceContext, viewerId: number, filter: repo.OrderFilter, page: number, pageSize: number) {
  const { db } = ctx;
  const { rows, total } = await repo.listOrders(db, filter, page, pageSize);
  const lines = await repo.linesOf(
    db,
    rows.map((r) => r.id),
  );
  const now = ctx.clock.now();
  // The kitchen's own list shows the cook how often each customer cancelled a cash order there lately.
  const cancels =
    filter.kitchenId === undefined
      ? null
      : await repo.cashCancelsOf(
          db,
          filter.kitchenId,
          [...new Set(rows.map((r) => r.customerId))],
          addDays(zonedToday(ctx.clock.timeZone, now), -CUSTOMER_LIMITS.cancelWindowDays),
        );
  const items = rows.map((r) => {
    const order = toOrder(r, lines.get(r.id) ?? [], viewerId, now);
    return cancels ? { ...order, customer_cash_cancellations: cancels.get(r.customerId) ?? 0 } : order;
  });
  return { items, total, page, pageSize };
}

export const listMyOrders = (ctx: ServiceContext, page: number, pageSize: number) => pageOrders(ctx, ctx.user.id, { customerId: ctx.user.id }, page, pageSize);

async function assertKitchenOwnerOrAdmin(ctx: ServiceContext, kitchenId: number) {
  const kitchen = await findKitchenRow(ctx, kitchenId);
  if (kitchen.userId !== ctx.user.id && !ctx.user.isAdmin) throw Forbidden();
  return kitchen;
}

export async function listKitchenOrders(ctx: ServiceContext, kitchenId: number, q: { page: number; pageSize: number; date?: string; slot?: KitchenSlot }) {
  await assertKitchenOwnerOrAdmin(ctx, kitchenId);
  return pageOrders(ctx, ctx.user.id, { kitchenId, day: q.date, slot: q.slot }, q.page, q.pageSize);
}

export async function prepList(ctx: ServiceContext, kitchenId: number, date: string, slot: KitchenSlot) {
  await assertKitchenOwnerOrAdmin(ctx, kitchenId);
  const rows = await repo.prepList(ctx.db, kitchenId, date, slot);
  return { date, slot, items: rows.map((r) => ({ item_id: r.itemId, name: r.name, qty: Number(r.qty) })) };
}

export async function setSoldOut(ctx: ServiceContext, itemId: number, date: string, soldOut: boolean) {
  await ownedItem(ctx, itemId);
  await repo.setSoldOut(ctx.db, itemId, date, soldOut);
  return { item_id: itemId, date, sold_out: soldOut };
}

export const hasCompletedOrder = (ctx: ServiceContext, kitchenId: number) => repo.hasCompletedOrder(ctx.db, kitchenId, ctx.user.id);

/**
 * A person whose account is being erased leaves no order hanging: each order in progress they are part of (as
 * customer or cook) is cancelled, its quantity given back, and the other side told (`order.changed` with the
 * leaving person as the actor). Runs inside the erasure's transaction; the pushes go once it commits.
 */
export async function cancelOrdersOfLeavingUser(ctx: SystemContext, userId: number) {
  const open = await repo.activeOrdersOf(ctx.db, userId);
  for (const order of open) {
    await repo.setOrderStatus(ctx.db, order.id, 'cancelled', null);
    await repo.releaseStock(ctx.db, order.id, order.day);
    const otherSide = await repo.findOrder(ctx.db, order.id);
    const viewer = otherSide!.ownerId === userId ? otherSide!.customerId : otherSide!.ownerId;
    const view = await getOrderView(ctx, order.id, viewer);
    await ctx.audit('order.cancelled_for_erasure', `kitchen_order:${order.id}`);
    await ctx.emit('order.changed', { order: view, ownerId: order.ownerId, actorId: userId });
  }
  return open.length;
}
