import { Trans } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import type { Order } from '@padosi/shared/kitchens';
import { slotLabel } from '../labels';
import { formatRupees } from '@padosi/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button';
import { dayLabel } from './dates';

/** After checkout: the order number, the total, and the UPI link that opens the customer's payment app. */
export function OrderPlaced({ order, onAnother }: { order: Order; onAnother: () => void }) {
  const total = formatRupees(order.total);
  return (
    <section className="rounded-2xl border border-green-600/30 bg-green-50 p-5 text-center" aria-live="polite">
      <CheckCircle2 className="mx-auto size-10 text-green-700" aria-hidden="true" />
      <h2 className="mt-2 text-xl font-bold text-slate-900">
        <Trans>Order placed!</Trans>
      </h2>
      <p className="mt-1 text-slate-700">
        {order.order_number} · {slotLabel(order.slot)}, {dayLabel(order.date)} · <strong>{formatRupees(order.total)}</strong>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>The cook will accept it soon; you will get a notification.</Trans>
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {order.upi_link && (
          <a
            href={order.upi_link}
            className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <Trans>Pay {total} with UPI</Trans>
          </a>
        )}
        <ButtonLink to="/cloud-kitchen/orders" variant="outline">
          <Trans>My orders</Trans>
        </ButtonLink>
        <Button variant="ghost" onClick={onAnother}>
          <Trans>Order more</Trans>
        </Button>
      </div>
    </section>
  );
}
