import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { HOME_HELP_MESSAGES as M } from '@padosi/shared/home-help';
import { serviceHint, serviceLabel } from '../labels';
import { ButtonLink } from '../../../components/ui/button';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { Card, Page } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/auth-store';
import { useRequest } from '../api/get-request';
import { AdminControls } from '../components/admin-controls';
import { DeleteRequestButton } from '../components/delete-request-button';
import { canEditRequest } from '../components/edit-button';
import { ProviderSummary } from '../components/provider-summary';
import { ServiceIcon } from '../components/service-icon';
import { StatusBadge } from '../components/status-badge';
import { StatusHistory } from '../components/status-history';
import { requestWhen } from '../format';
import { PageLoading, PageProblem } from '../../../components/ui/page-states';

/** /home-help/details/{requestId}: the request, its status history with times and the assigned provider. */
export default function RequestDetailsPage() {
  const id = Number(useParams().requestId);
  const me = useCurrentUser()!;
  const request = useRequest(id);
  const { t } = useLingui();
  if (!(Number.isInteger(id) && id > 0)) return <Navigate to="/home-help" replace />;

  if (request.isPending) return <PageLoading title={t`Home help request`} layout="grid gap-6 lg:grid-cols-[1fr_22rem]" skeletons={['h-80', 'h-64']} />;
  if (request.isError) {
    const status = request.error instanceof ApiError ? request.error.status : 0;
    const text =
      status === 404 ? t`This request was not found.` : status === 403 ? t`Only the requester and the admin team can see this request.` : M.loadFailed;
    return <PageProblem title={t`Home help request`} message={text} backTo="/home-help" backLabel={t`Back to requests`} />;
  }
  const r = request.data;
  const canDelete = me.isadmin || (me.id === r.user_id && r.status === 'Pending');
  const service = serviceLabel(r.service_type);
  const hint = serviceHint(r.service_type);
  return (
    <Page title={t`Request #${r.id}`} lead={t`${service}: ${hint}`}>
      {/* Mobile order: the request, its provider, then the history; on wide screens the provider sits beside both. */}
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <Card className="lg:col-start-1">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ServiceIcon type={r.service_type} />
            <StatusBadge status={r.status} />
          </div>
          <VerifiedBadge verified={r.verified} className="mt-3" />
          <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
            <Item label={t`Date and time`}>{requestWhen(r.request_date, r.request_time)}</Item>
            <Item label={t`Phone`}>
              <a href={`tel:${r.phone_number}`} className="text-brand-800 underline-offset-2 hover:underline">
                {r.phone_number}
              </a>
            </Item>
            {me.isadmin && <Item label={t`Requested by`}>{r.requester_name}</Item>}
            <Item label={t`Address`} wide>
              {r.address}
            </Item>
            <Item label={t`Description`} wide>
              {r.description || '—'}
            </Item>
          </dl>
          {(canEditRequest(r, me) || canDelete) && (
            <div className="mt-6 flex flex-wrap gap-2 border-t border-slate-100 pt-4">
              {canEditRequest(r, me) && (
                <ButtonLink to={`/home-help/edit/${r.id}`} variant="secondary">
                  <Pencil className="size-4" aria-hidden="true" />
                  <Trans>Edit</Trans>
                </ButtonLink>
              )}
              {canDelete && <DeleteRequestButton id={r.id} />}
            </div>
          )}
        </Card>
        <div className="space-y-6 self-start lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Card>
            <h2 className="mb-3 text-base font-semibold text-slate-900">
              <Trans>Provider</Trans>
            </h2>
            <ProviderSummary name={r.provider_name} picture={r.provider_picture} rating={r.provider_rating} />
          </Card>
          {me.isadmin && <AdminControls key={r.updated_at} request={r} />}
        </div>
        <Card className="lg:col-start-1">
          <h2 className="mb-4 text-base font-semibold text-slate-900">
            <Trans>Status history</Trans>
          </h2>
          <StatusHistory history={r.history} />
        </Card>
      </div>
    </Page>
  );
}

function Item({ label, wide, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-slate-500">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line break-words font-medium text-slate-900">{children}</dd>
    </div>
  );
}
