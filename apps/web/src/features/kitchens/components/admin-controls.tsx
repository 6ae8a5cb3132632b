import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import type { Kitchen } from '@padosi/shared/kitchens';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { usePauseKitchen, useVerifyFssai } from '../api/kitchens';
import { CustomerLimitsForm } from './customer-limits';

/** What an admin sees on any kitchen: pause or reopen it, verify its FSSAI number, set its fair shares per customer. */
export function AdminControls({ kitchen }: { kitchen: Kitchen }) {
  const pause = usePauseKitchen();
  const verify = useVerifyFssai();
  const { t } = useLingui();
  const fail = (e: unknown) => notify('error', errorText(e, t`Could not update the kitchen.`));
  return (
    <div className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="flex items-center gap-1.5 font-semibold text-amber-900">
        <ShieldCheck className="size-4" aria-hidden="true" /> <Trans>Admin</Trans>
      </p>
      <p className="mt-1 text-amber-900">
        {kitchen.fssai_number ? <Trans>FSSAI number: {kitchen.fssai_number}</Trans> : <Trans>FSSAI number: none given</Trans>}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          loading={pause.isPending}
          onClick={() => pause.mutate({ id: kitchen.id, paused: kitchen.is_open }, { onError: fail })}
        >
          {kitchen.is_open ? t`Pause kitchen` : t`Reopen kitchen`}
        </Button>
        {kitchen.fssai_number && (
          <Button
            size="sm"
            variant="outline"
            loading={verify.isPending}
            onClick={() => verify.mutate({ id: kitchen.id, verified: !kitchen.fssai_verified }, { onError: fail })}
          >
            {kitchen.fssai_verified ? t`Remove FSSAI verification` : t`Verify FSSAI`}
          </Button>
        )}
      </div>
      <CustomerLimitsForm kitchen={kitchen} />
    </div>
  );
}
