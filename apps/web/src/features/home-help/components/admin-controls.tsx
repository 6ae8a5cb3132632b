import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { HOME_HELP_MESSAGES as M, HOME_HELP_STATUSES, type HomeHelpRequest, type HomeHelpStatus } from '@padosi/shared/home-help';
import { Button } from '../../../components/ui/button';
import { Field, Options, Select } from '../../../components/ui/field';
import { errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useProviders } from '../api/list-providers';
import { statusLabel } from '../labels';
import { ProviderOptions } from './provider-options';
import { useUpdateRequest } from '../api/update-request';

/**
 * No provider to assign: say which and what to do. Home help comes from directory categories the admin marked as
 * supplying maids, cooks or house keeping (issue 24), so the hint links to that choice.
 */
function NoProviders({ serviceType }: { serviceType: HomeHelpRequest['service_type'] }) {
  const { t } = useLingui();
  const none = serviceType === 'Both' ? t`No maid or cook providers yet.` : serviceType === 'Maid' ? t`No maid providers yet.` : t`No cook providers yet.`;
  return (
    <>
      {none}{' '}
      <Trans>
        In{' '}
        <Link className="text-brand-700 underline" to="/admin/categories">
          Categories
        </Link>
        , choose which categories supply home help, then add their providers to the directory.
      </Trans>
    </>
  );
}

/** Admins assign a maid or cook from the directory and move the status; only these two fields are sent. */
export function AdminControls({ request }: { request: HomeHelpRequest }) {
  const [status, setStatus] = useState<HomeHelpStatus>(request.status);
  const [providerId, setProviderId] = useState<number | null>(request.provider_id);
  const providers = useProviders(request.service_type === 'Both' ? undefined : request.service_type, true);
  const update = useUpdateRequest();
  const { t } = useLingui();
  const changed = status !== request.status || providerId !== request.provider_id;

  // mutateAsync, not mutate's callbacks: the refreshed list re-renders this row, and callbacks of an unmounted
  // component would be dropped.
  const save = async () => {
    try {
      await update.mutateAsync({ id: request.id, values: { status, provider_id: providerId } });
      notify('success', M.updated);
    } catch (err) {
      notify('error', errorText(err, M.updateFailed));
    }
  };

  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50/50 p-3">
      <p className="mb-2 text-sm font-semibold text-brand-900">
        <Trans>Admin</Trans>
      </p>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field label={t`Status`}>
          {({ id }) => (
            <Select id={id} value={status} onChange={(e) => setStatus(e.target.value as HomeHelpStatus)}>
              <Options values={HOME_HELP_STATUSES} label={statusLabel} />
            </Select>
          )}
        </Field>
        <Field
          label={t`Provider`}
          error={providers.isError ? M.providersFailed : undefined}
          hint={providers.data?.length === 0 ? <NoProviders serviceType={request.service_type} /> : undefined}
        >
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              value={providerId ?? ''}
              onChange={(e) => setProviderId(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{providers.isPending ? t`Loading providers…` : t`Not assigned`}</option>
              <ProviderOptions providers={providers.data} assigned={{ id: request.provider_id, name: request.provider_name }} />
            </Select>
          )}
        </Field>
      </div>
      <Button size="sm" onClick={save} loading={update.isPending} disabled={!changed}>
        <Trans>Save changes</Trans>
      </Button>
    </div>
  );
}
