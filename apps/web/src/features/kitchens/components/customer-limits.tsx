import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Scale } from 'lucide-react';
import { CUSTOMER_LIMITS, CustomerLimits, type Kitchen } from '@padosi/shared/kitchens';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSetCustomerLimits } from '../api/kitchens';

/** The kitchen's fair shares per customer (issue 29), as the cook and customers read them on the kitchen page. */
export function CustomerLimitsSummary({ limits }: { limits: CustomerLimits }) {
  const { orders_per_day: orders, item_share_percent: share, cash_cancel_limit: cancels } = limits;
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700" data-testid="customer-limits">
      <p className="flex items-center gap-1.5 font-semibold text-slate-900">
        <Scale className="size-4" aria-hidden="true" /> <Trans>Fair-share limits</Trans>
      </p>
      <p className="mt-1">
        <Trans>
          Each customer: at most {orders} open orders a day, {share}% of a dish&apos;s daily quantity, and cash only until {cancels} cancelled cash orders in 30
          days.
        </Trans>
      </p>
    </div>
  );
}

/** An admin changes a kitchen's fair shares; the server checks the same shared schema. */
export function CustomerLimitsForm({ kitchen }: { kitchen: Kitchen }) {
  const { t } = useLingui();
  const save = useSetCustomerLimits();
  const [values, setValues] = useState(kitchen.customer_limits);
  const [error, setError] = useState<string | null>(null);
  const field = (key: keyof CustomerLimits, label: string, range: { min: number; max: number }) => (
    <label className="flex flex-col gap-1">
      <span>{label}</span>
      <Input
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        value={String(values[key])}
        invalid={Boolean(error)}
        onChange={(e) => setValues({ ...values, [key]: Number(e.target.value) })}
      />
    </label>
  );
  const submit = () => {
    const parsed = CustomerLimits.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    save.mutate(
      { id: kitchen.id, limits: parsed.data },
      {
        onSuccess: () => notify('success', t`Customer limits saved.`),
        onError: (e) => notify('error', errorText(e, t`Could not update the kitchen.`)),
      },
    );
  };
  return (
    <form
      className="mt-3 grid gap-2 text-sm text-amber-900 sm:grid-cols-3"
      aria-label={t`Fair-share limits`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {field('orders_per_day', t`Open orders per customer per day`, CUSTOMER_LIMITS.ordersPerDay)}
      {field('item_share_percent', t`Share of a dish's daily quantity per customer (%)`, CUSTOMER_LIMITS.itemSharePercent)}
      {field('cash_cancel_limit', t`Cancelled cash orders before cash is refused (30 days)`, CUSTOMER_LIMITS.cashCancelLimit)}
      {error && (
        <p role="alert" className="text-red-700 sm:col-span-3">
          {error}
        </p>
      )}
      <div className="sm:col-span-3">
        <Button size="sm" type="submit" loading={save.isPending}>
          {t`Save limits`}
        </Button>
      </div>
    </form>
  );
}
