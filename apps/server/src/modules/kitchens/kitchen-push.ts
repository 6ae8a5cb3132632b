import { formatDayMonth } from '@padosi/shared/calendar-dates';
import { ORDER_STATUS_LABELS, SLOT_LABELS, type KitchenSlot, type Order, type OrderStatus } from '@padosi/shared/kitchens';
import type { Language } from '@padosi/shared/languages';
import type { PushPayload } from '@padosi/shared/notifications';
import { formatRupees } from '@padosi/shared/money';
import type { SystemContext } from '../../platform/services/context';
import { notifyUsers } from '../notifications/notifications.service';

/** The Hindi of the slot and status names, as the web app's kitchen catalogue says them. */
const HINDI_SLOTS: Record<KitchenSlot, string> = { breakfast: 'नाश्ता', lunch: 'दोपहर का खाना', snacks: 'शाम का नाश्ता', dinner: 'रात का खाना' };
const HINDI_STATUSES: Record<OrderStatus, string> = {
  placed: 'ऑर्डर हुआ',
  accepted: 'स्वीकार हुआ',
  rejected: 'मना किया',
  preparing: 'बन रहा है',
  ready: 'तैयार',
  completed: 'पूरा हुआ',
  cancelled: 'रद्द',
};
const hindiDay = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** What the other side's browser shows when an order is placed or changes status, in that person's language. */
export function orderPush(order: Order, forOwner: boolean, language: Language = 'en'): PushPayload {
  if (language === 'hi') return hindiOrderPush(order, forOwner);
  const when = `${SLOT_LABELS[order.slot]} on ${formatDayMonth(order.date)}`;
  const status = ORDER_STATUS_LABELS[order.status];
  const reason = order.status === 'rejected' && order.reject_reason ? ` Reason: ${order.reject_reason}` : '';
  return forOwner
    ? {
        title: order.status === 'placed' ? `New order ${order.order_number}` : `Order ${order.order_number}: ${status}`,
        body: `${order.customer_name} · ${when} · ${formatRupees(order.total)}`.slice(0, 200),
        url: '/cloud-kitchen/dashboard',
      }
    : {
        title: `${order.kitchen_name}: ${status}`.slice(0, 120),
        body: `Your order ${order.order_number} for ${when} is ${status.toLowerCase()}.${reason}`.slice(0, 200),
        url: '/cloud-kitchen/orders',
      };
}

function hindiOrderPush(order: Order, forOwner: boolean): PushPayload {
  const when = `${HINDI_SLOTS[order.slot]}, ${hindiDay.format(new Date(`${order.date}T00:00:00Z`))}`;
  const status = HINDI_STATUSES[order.status];
  const reason = order.status === 'rejected' && order.reject_reason ? ` कारण: ${order.reject_reason}` : '';
  return forOwner
    ? {
        title: order.status === 'placed' ? `नया ऑर्डर ${order.order_number}` : `ऑर्डर ${order.order_number}: ${status}`,
        body: `${order.customer_name} · ${when} · ₹${order.total}`.slice(0, 200),
        url: '/cloud-kitchen/dashboard',
      }
    : {
        title: `${order.kitchen_name}: ${status}`.slice(0, 120),
        body: `आपका ऑर्डर ${order.order_number} (${when}): ${status}।${reason}`.slice(0, 200),
        url: '/cloud-kitchen/orders',
      };
}

/**
 * After the change has committed: the side that did not act hears of it, in the language they chose (the fan-out
 * reads it from their user row); the push is a job, delivered later.
 */
export async function notifyOrderChange(ctx: SystemContext, order: Order, ownerId: number, actorId: number) {
  if (actorId !== ownerId) await notifyUsers(ctx, [ownerId], (language) => orderPush(order, true, language));
  if (actorId !== order.customer_id) await notifyUsers(ctx, [order.customer_id], (language) => orderPush(order, false, language));
}
