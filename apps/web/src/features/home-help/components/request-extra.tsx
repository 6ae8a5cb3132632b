import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { HomeHelpRequest } from '@padosi/shared/home-help';
import { AdminControls } from './admin-controls';
import { ProviderSummary } from './provider-summary';

/** What a row shows when expanded: phone, address, description, the assigned provider and, for admins, the controls. */
export function RequestExtra({ request: r, isAdmin }: { request: HomeHelpRequest; isAdmin: boolean }) {
  return (
    <div className="grid gap-4 text-sm lg:grid-cols-2">
      <dl className="space-y-3">
        {isAdmin && (
          <div>
            <dt className="text-slate-500">
              <Trans>Requested by</Trans>
            </dt>
            <dd className="font-medium text-slate-900">{r.requester_name}</dd>
          </div>
        )}
        <div>
          <dt className="text-slate-500">
            <Trans>Phone</Trans>
          </dt>
          <dd>
            <a href={`tel:${r.phone_number}`} className="font-medium text-brand-800 underline-offset-2 hover:underline">
              {r.phone_number}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">
            <Trans>Address</Trans>
          </dt>
          <dd className="break-words text-slate-900">{r.address}</dd>
        </div>
        <div>
          <dt className="text-slate-500">
            <Trans>Description</Trans>
          </dt>
          <dd className="whitespace-pre-line break-words text-slate-900">{r.description || '—'}</dd>
        </div>
      </dl>
      <div className="space-y-3">
        <div>
          <p className="mb-1.5 text-slate-500">
            <Trans>Provider</Trans>
          </p>
          <ProviderSummary name={r.provider_name} picture={r.provider_picture} rating={r.provider_rating} />
        </div>
        {isAdmin && <AdminControls key={`${r.id}-${r.updated_at}`} request={r} />}
        <Link to={`/home-help/details/${r.id}`} className="inline-block font-medium text-brand-800 underline-offset-2 hover:underline">
          <Trans>Open request #{r.id} and its history</Trans>
        </Link>
      </div>
    </div>
  );
}
