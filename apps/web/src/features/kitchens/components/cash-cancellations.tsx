import { Trans } from '@lingui/react/macro';

/** What the cook sees beside an order: how often its customer cancelled a cash order here lately (issue 29). */
export function CashCancellations({ count }: { count: number }) {
  return (
    <p className="mt-1 text-sm font-medium text-amber-800">
      <Trans>Cancelled cash orders here in the last 30 days: {count}</Trans>
    </p>
  );
}
