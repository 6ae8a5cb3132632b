import { formatDayMonth } from '@padosi/shared/calendar-dates';
import { ORDER_STATUS_LABELS, SLOT_LABELS, type Order } from '@padosi/shared/kitchens';
import type { PushPayload } from '@padosi/shared/notifications';
import { formatRupees } from '@padosi/shared/money';
import type { SystemContext } from '../../platform/services/context';
import { notifyUsers } from '../notifications/notifications.service';

/** What the other side's browser shows when an order is placed or changes status. */
export function orderPush(order: Order, forOwner: boolean): PushPayload {
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

/** After the change has committed: the side that did not act hears of it; the push is a job, delivered later. */
export async function notifyOrderChange(ctx: SystemContext, order: Order, ownerId: number, actorId: number) {
  if (actorId !== ownerId) await notifyUsers(ctx, [ownerId], orderPush(order, true));
  if (actorId !== order.customer_id) await notifyUsers(ctx, [order.customer_id], orderPush(order, false));
}
