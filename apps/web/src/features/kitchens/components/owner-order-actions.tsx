import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { KITCHEN_LIMITS, KITCHEN_MESSAGES, OWNER_MOVES, type Order, type OrderStatus } from '@padosi/shared/kitchens';
import { orderStatusLabel } from '../labels';
import { Button } from '../../../components/ui/button';
import { Field, Textarea } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useMoveOrder } from '../api/orders';

const LABEL: Partial<Record<OrderStatus, MessageDescriptor>> = {
  accepted: msg`Accept`,
  rejected: msg`Reject`,
  preparing: msg`Mark preparing`,
  ready: msg`Mark ready`,
  completed: msg`Mark completed`,
};

/** The owner's next steps for an order: only the moves the status machine allows; rejecting asks for a reason. */
export function OwnerOrderActions({ order }: { order: Order }) {
  const move = useMoveOrder();
  const { t, i18n } = useLingui();
  const number = order.order_number;
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const go = (status: OrderStatus, why?: string) =>
    move.mutate(
      { id: order.id, status, reason: why },
      {
        onSuccess: () => {
          setRejecting(false);
          const label = orderStatusLabel(status);
          notify('success', t`Order ${number}: ${label}`);
        },
        onError: (e) => notify('error', errorText(e, t`Could not update the order.`)),
      },
    );
  return (
    <>
      {OWNER_MOVES[order.status].map((to) => (
        <Button
          key={to}
          size="sm"
          variant={to === 'rejected' ? 'outline' : 'primary'}
          loading={move.isPending && move.variables?.status === to}
          onClick={() => (to === 'rejected' ? setRejecting(true) : go(to))}
          aria-label={`${i18n._(LABEL[to]!)} ${number}`}
        >
          {i18n._(LABEL[to]!)}
        </Button>
      ))}
      <Modal open={rejecting} onOpenChange={setRejecting} title={t`Reject ${number}?`} description={t`The customer sees your reason.`} size="sm">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return setError(KITCHEN_MESSAGES.reasonRequired);
            setError(null);
            go('rejected', reason.trim());
          }}
          className="space-y-3"
        >
          <Field label={t`Reason`} required error={error ?? undefined}>
            {(a) => (
              <Textarea
                id={a.id}
                aria-describedby={a.describedBy}
                invalid={a.invalid}
                className="!min-h-20"
                maxLength={KITCHEN_LIMITS.reasonMax}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setRejecting(false)}>
              <Trans>Back</Trans>
            </Button>
            <Button type="submit" variant="danger" loading={move.isPending}>
              <Trans>Reject order</Trans>
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
