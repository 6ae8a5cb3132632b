import { CANCELLABLE, nextOpenSlot, type Kitchen, type KitchenCard, type MenuItem, type Order } from '@padosi/shared/kitchens';
import { fromPaise, toPaise } from '@padosi/shared/money';
import type { WeekDay } from '@padosi/shared/week-days';
import type { ItemRow, KitchenWithNames } from './kitchens.repo';
import type { OrderLineRow, OrderWithNames } from './orders.repo';

/** Numeric columns arrive as "120.50" (or "120.5" from some drivers): always two decimals out. */
const money = (v: string) => fromPaise(toPaise(v));

export interface ViewContext {
  viewerId: number | null;
  viewerApartmentId: number | null;
  viewerIsAdmin: boolean;
  timeZone: string;
  now: Date;
}

export function toCard(k: KitchenWithNames, ctx: ViewContext): KitchenCard {
  const open = k.isOpen && !k.pausedByAdmin && k.hiddenReason === null;
  const next = open ? nextOpenSlot(k.schedule, ctx.timeZone, ctx.now) : null;
  return {
    id: k.id,
    user_id: k.userId,
    name: k.name,
    owner_name: k.ownerName,
    apartment_name: k.apartmentName,
    same_apartment: ctx.viewerApartmentId !== null && k.apartmentId === ctx.viewerApartmentId,
    cuisines: k.cuisines,
    diet: k.diet,
    photo: k.photos[0] ?? null,
    is_open: open,
    fssai_verified: k.fssaiVerified && Boolean(k.fssaiNumber),
    rating: k.ratingCount ? Math.round((k.ratingSum / k.ratingCount) * 10) / 10 : null,
    review_count: k.ratingCount,
    verified: k.verified,
    next_slot: next && { date: next.date, slot: next.slot, cutoff: next.cutoff.toISOString() },
  };
}

export const toItem = (i: ItemRow): MenuItem => ({
  id: i.id,
  kitchen_id: i.kitchenId,
  name: i.name,
  description: i.description,
  price: money(i.price),
  is_veg: i.isVeg,
  spice_level: i.spiceLevel,
  photo: i.photo,
  slots: i.slots as MenuItem['slots'],
  days: i.days as WeekDay[],
  daily_limit: i.dailyLimit,
});

export function toKitchen(k: KitchenWithNames, items: ItemRow[], ctx: ViewContext): Kitchen {
  const isMine = ctx.viewerId === k.userId;
  return {
    ...toCard(k, ctx),
    story: k.story,
    photos: k.photos,
    pickup_point: k.pickupPoint,
    delivers: k.delivers,
    delivery_area: k.deliveryArea,
    delivery_fee: money(k.deliveryFee),
    min_order: money(k.minOrder),
    upi_id: k.upiId,
    // The number itself is shown to its owner and to admins (who verify it); others only see the verified badge.
    fssai_number: isMine || ctx.viewerIsAdmin ? k.fssaiNumber : null,
    paused_by_admin: k.pausedByAdmin,
    ...(k.hiddenReason !== null && { hidden: true as const }),
    ...((isMine || ctx.viewerIsAdmin) && k.removedReason ? { removed_reason: k.removedReason } : {}),
    schedule: k.schedule,
    items: items.map(toItem),
    is_mine: isMine,
    customer_limits: { orders_per_day: k.customerOrdersPerDay, item_share_percent: k.customerItemSharePercent, cash_cancel_limit: k.cashCancelLimit },
  };
}

export const orderNumber = (id: number) => `KO-${String(id).padStart(6, '0')}`;

/** The UPI deep link (NPCI's upi://pay) any UPI app opens with the payee, amount and order number filled in. */
export function upiLink(o: Pick<OrderWithNames, 'upiId' | 'kitchenName' | 'total' | 'id'>) {
  if (!o.upiId) return null;
  const q = [`pa=${encodeURIComponent(o.upiId)}`, `pn=${encodeURIComponent(o.kitchenName)}`, `am=${money(o.total)}`, `tn=${orderNumber(o.id)}`, 'cu=INR'];
  return `upi://pay?${q.join('&')}`;
}

export function toOrder(o: OrderWithNames, lines: OrderLineRow[], viewerId: number, now: Date): Order {
  return {
    id: o.id,
    order_number: orderNumber(o.id),
    kitchen_id: o.kitchenId,
    kitchen_name: o.kitchenName,
    customer_id: o.customerId,
    customer_name: o.customerName,
    date: o.day,
    slot: o.slot,
    status: o.status,
    fulfilment: o.fulfilment,
    note: o.note,
    payment: o.payment,
    items: lines.map((l) => ({
      item_id: l.itemId,
      name: l.name,
      price: money(l.price),
      qty: l.qty,
      is_veg: l.isVeg,
      line_total: fromPaise(toPaise(l.price) * l.qty),
    })),
    items_total: money(o.itemsTotal),
    delivery_fee: money(o.deliveryFee),
    total: money(o.total),
    reject_reason: o.rejectReason,
    cutoff: o.cutoffAt.toISOString(),
    upi_link: o.payment === 'upi' ? upiLink(o) : null,
    can_cancel: viewerId === o.customerId && CANCELLABLE.includes(o.status) && now < o.cutoffAt,
    created_at: o.createdAt.toISOString(),
  };
}
