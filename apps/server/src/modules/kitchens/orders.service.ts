import { formatDayMonth, formatTime12h, weekDayOf } from '@padosi/shared/calendar-dates';
import { CANCELLABLE, KITCHEN_MESSAGES as M, OWNER_MOVES, cutoffAt, zonedToday, type KitchenSlot, type OrderStatus } from '@padosi/shared/kitchens';
import { fromPaise, toPaise } from '@padosi/shared/money';
import type { AuthUser } from '../../platform/http/auth';
import type { AppDeps } from '../../platform/services/deps';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/http/errors';
import { clock } from './clock';
import { notifyOrderChange } from './kitchen-push';
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
export async function dayMenu(deps: AppDeps, kitchenId: number, date: string, slot: KitchenSlot) {
  const { db } = deps.database;
  const kitchen = await findKitchenRow(deps, kitchenId, null);
  const cutoff = slotCutoff(kitchen, date, slot, deps.config.timeZone);
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
export async function placeOrder(deps: AppDeps, user: AuthUser, kitchenId: number, body: PlaceOrder) {
  const { db } = deps.database;
  const now = clock.now();
  const kitchen = await findKitchenRow(deps, kitchenId, user);
  if (kitchen.userId === user.id) throw Forbidden(M.ownKitchen);
  if (!kitchen.isOpen || kitchen.pausedByAdmin || kitchen.hiddenReason !== null) throw Conflict(M.kitchenPaused);
  const cutoff = slotCutoff(kitchen, body.date, body.slot, deps.config.timeZone);
  if (!cutoff) throw Invalid(M.slotNotServed, { slot: M.slotNotServed });
  if (now >= cutoff) throw Conflict(M.pastCutoff(describeInstant(cutoff, deps.config.timeZone)));
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

  const order = await db.transaction(async (tx) => {
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
  const view = await getOrderView(deps, order.id, user.id);
  await notifyOrderChange(deps, view, kitchen.userId, user.id);
  return view;
}

async function getOrderView(deps: AppDeps, id: number, viewerId: number) {
  const row = await repo.findOrder(deps.database.db, id);
  if (!row) throw NotFound('The order');
  const lines = await repo.linesOf(deps.database.db, [id]);
  return toOrder(row, lines.get(id) ?? [], viewerId, clock.now());
}

/** The customer, the kitchen's owner or an admin. */
export async function getOrder(deps: AppDeps, user: AuthUser, id: number) {
  const row = await repo.findOrder(deps.database.db, id);
  if (!row) throw NotFound('The order');
  if (row.customerId !== user.id && row.ownerId !== user.id && !user.isAdmin) throw Forbidden();
  return getOrderView(deps, id, user.id);
}

/**
 * The status machine: the customer may only cancel (placed or accepted, before the cut-off); the kitchen's owner
 * moves forward one step at a time (OWNER_MOVES). A cancelled or rejected order gives its quantity back.
 */
export async function changeStatus(deps: AppDeps, user: AuthUser, id: number, to: OrderStatus, reason: string) {
  const { db } = deps.database;
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
  const view = await getOrderView(deps, id, user.id);
  await notifyOrderChange(deps, view, found.ownerId, user.id);
  return view;
}

async function pageOrders(deps: AppDeps, viewerId: number, filter: repo.OrderFilter, page: number, pageSize: number) {
  const { db } = deps.database;
  const { rows, total } = await repo.listOrders(db, filter, page, pageSize);
  const lines = await repo.linesOf(
    db,
    rows.map((r) => r.id),
  );
  const now = clock.now();
  return { items: rows.map((r) => toOrder(r, lines.get(r.id) ?? [], viewerId, now)), total, page, pageSize };
}

export const listMyOrders = (deps: AppDeps, user: AuthUser, page: number, pageSize: number) =>
  pageOrders(deps, user.id, { customerId: user.id }, page, pageSize);

async function assertKitchenOwnerOrAdmin(deps: AppDeps, user: AuthUser, kitchenId: number) {
  const kitchen = await findKitchenRow(deps, kitchenId);
  if (kitchen.userId !== user.id && !user.isAdmin) throw Forbidden();
  return kitchen;
}

export async function listKitchenOrders(
  deps: AppDeps,
  user: AuthUser,
  kitchenId: number,
  q: { page: number; pageSize: number; date?: string; slot?: KitchenSlot },
) {
  await assertKitchenOwnerOrAdmin(deps, user, kitchenId);
  return pageOrders(deps, user.id, { kitchenId, day: q.date, slot: q.slot }, q.page, q.pageSize);
}

export async function prepList(deps: AppDeps, user: AuthUser, kitchenId: number, date: string, slot: KitchenSlot) {
  await assertKitchenOwnerOrAdmin(deps, user, kitchenId);
  const rows = await repo.prepList(deps.database.db, kitchenId, date, slot);
  return { date, slot, items: rows.map((r) => ({ item_id: r.itemId, name: r.name, qty: Number(r.qty) })) };
}

export async function setSoldOut(deps: AppDeps, user: AuthUser, itemId: number, date: string, soldOut: boolean) {
  await ownedItem(deps, user, itemId);
  await repo.setSoldOut(deps.database.db, itemId, date, soldOut);
  return { item_id: itemId, date, sold_out: soldOut };
}

export const hasCompletedOrder = (deps: AppDeps, kitchenId: number, userId: number) => repo.hasCompletedOrder(deps.database.db, kitchenId, userId);
