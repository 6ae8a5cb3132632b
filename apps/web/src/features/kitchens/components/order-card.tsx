import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Order } from '@padosi/shared/kitchens';
import { slotLabel } from '../labels';
import { formatRupees } from '@padosi/shared/money';
import { OrderStatusBadge, VegMark } from './badges';
import { cutoffLabel, dayLabel } from './dates';
import { CashCancellations } from './cash-cancellations';

/** One order: number, kitchen or customer, meal, lines, total, status; the caller adds its actions. */
export function OrderCard({ order, forOwner, children }: { order: Order; forOwner?: boolean; children?: ReactNode }) {
  const { t } = useLingui();
  const fee = formatRupees(order.delivery_fee);
  const until = cutoffLabel(order.cutoff);
  return (
    <article
      id={`order-${order.id}`}
      className="scroll-mt-20 rounded-2xl border border-slate-200/70 bg-white p-4 shadow-card"
      aria-label={t`Order ${order.order_number}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">
            {forOwner ? (
              order.customer_name
            ) : (
              <Link to={`/cloud-kitchen/kitchen/${order.kitchen_id}`} className="hover:underline">
                {order.kitchen_name}
              </Link>
            )}
          </h3>
          <p className="text-sm text-slate-600">
            {order.order_number} · {slotLabel(order.slot)}, {dayLabel(order.date)} · {order.fulfilment === 'delivery' ? t`Delivery` : t`Pickup`} ·{' '}
            {order.payment === 'upi' ? 'UPI' : t`Cash`}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      {forOwner && Boolean(order.customer_cash_cancellations) && <CashCancellations count={order.customer_cash_cancellations!} />}
      <ul className="mt-2 space-y-0.5 text-sm text-slate-800">
        {order.items.map((l) => (
          <li key={l.item_id} className="flex items-center gap-2">
            <VegMark isVeg={l.is_veg} />
            <span className="flex-1">
              {l.qty} × {l.name}
            </span>
            <span className="tabular-nums">{formatRupees(l.line_total)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-slate-100 pt-2 text-sm font-bold text-slate-900">
        <span>{order.delivery_fee !== '0.00' ? t`Total (incl. ${fee} delivery)` : t`Total`}</span>
        <span>{formatRupees(order.total)}</span>
      </p>
      {order.note && (
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Note: {order.note}</Trans>
        </p>
      )}
      {order.reject_reason && (
        <p className="mt-1 text-sm text-red-700">
          <Trans>Reason: {order.reject_reason}</Trans>
        </p>
      )}
      {order.can_cancel && (
        <p className="mt-1 text-xs text-slate-500">
          <Trans>You can cancel until {until}.</Trans>
        </p>
      )}
      {children && <div className="mt-3 flex flex-wrap gap-2">{children}</div>}
    </article>
  );
}
