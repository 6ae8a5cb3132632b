import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import type { Order } from '@padosi/shared/kitchens';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Page } from '../../../components/ui/page';
import { Pager, pageCount } from '../../../components/ui/pager';
import { CardSkeletons } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useMoveOrder, useMyOrders } from '../api/orders';
import { OrderCard } from '../components/order-card';

/** /cloud-kitchen/orders: my orders with their status; pay by UPI, cancel before the cut-off, review when completed. */
export default function MyOrdersPage() {
  const [page, setPage] = useState(1);
  const orders = useMyOrders(page);
  const move = useMoveOrder();
  const { t } = useLingui();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const number = cancelling?.order_number ?? '';
  const kitchenName = cancelling?.kitchen_name ?? '';
  return (
    <Page
      title={t`My orders`}
      width="narrow"
      actions={
        <ButtonLink to="/cloud-kitchen/home" variant="outline">
          <Trans>Explore kitchens</Trans>
        </ButtonLink>
      }
    >
      {orders.isPending ? (
        <CardSkeletons count={3} className="h-44" grid="grid gap-3" />
      ) : orders.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-6 text-center text-red-800">
          <Trans>Failed to load your orders. Please try again later.</Trans>
        </p>
      ) : orders.data.total === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <ClipboardList className="mx-auto size-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 text-slate-700">
            <Trans>No orders yet. Find a kitchen and pre-order your next meal.</Trans>
          </p>
        </div>
      ) : (
        <ul className="space-y-3">
          {orders.data.items.map((o) => (
            <li key={o.id}>
              <OrderCard order={o}>
                {o.upi_link && ['placed', 'accepted', 'preparing', 'ready'].includes(o.status) && (
                  <a
                    href={o.upi_link}
                    className="inline-flex min-h-10 items-center rounded-xl bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
                  >
                    <Trans>Pay with UPI</Trans>
                  </a>
                )}
                {o.can_cancel && (
                  <Button size="sm" variant="outline" onClick={() => setCancelling(o)}>
                    <Trans>Cancel order</Trans>
                  </Button>
                )}
                {o.status === 'completed' && (
                  <ButtonLink size="sm" variant="secondary" to={`/cloud-kitchen/kitchen/${o.kitchen_id}#reviews-h`}>
                    <Trans>Review kitchen</Trans>
                  </ButtonLink>
                )}
              </OrderCard>
            </li>
          ))}
        </ul>
      )}
      {orders.data && <Pager page={page} pages={pageCount(orders.data)} onPage={setPage} label={t`Order pages`} />}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(o) => !o && setCancelling(null)}
        title={t`Cancel this order?`}
        description={t`${number} from ${kitchenName} will be cancelled.`}
        confirmLabel={t`Cancel order`}
        busy={move.isPending}
        onConfirm={() =>
          cancelling &&
          move.mutate(
            { id: cancelling.id, status: 'cancelled' },
            {
              onSuccess: () => (setCancelling(null), notify('success', t`Order cancelled.`)),
              onError: (e) => notify('error', errorText(e, t`Could not cancel the order.`)),
            },
          )
        }
      />
    </Page>
  );
}
