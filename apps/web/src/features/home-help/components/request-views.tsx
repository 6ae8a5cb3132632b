import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { Fragment } from 'react';
import type { HomeHelpRequest } from '@padosi/shared/home-help';
import { Button } from '../../../components/ui/button';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { requestWhen } from '../format';
import { EditButton } from './edit-button';
import { RequestExtra } from './request-extra';
import { ServiceIcon } from './service-icon';
import { StatusBadge } from './status-badge';

export interface ViewProps {
  items: HomeHelpRequest[];
  /** The row number of the first item (15 per page). */
  firstIndex: number;
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  me: { id: number; isadmin: boolean } | null;
  caption: string;
}

function ToggleButton({ id, open, onToggle }: { id: number; open: boolean; onToggle: (id: number) => void }) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={`request-extra-${id}`} onClick={() => onToggle(id)}>
      {open ? t`Hide details` : t`Details`}
      <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      <span className="sr-only">
        {' '}
        <Trans>for request {id}</Trans>
      </span>
    </Button>
  );
}

/** Wide screens: a table whose rows expand in place. */
export function RequestTable({ items, firstIndex, expanded, onToggle, me, caption }: ViewProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200/70 bg-white shadow-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="w-14 px-4 py-3">
              #
            </th>
            <th scope="col" className="px-4 py-3">
              <Trans>Service</Trans>
            </th>
            <th scope="col" className="px-4 py-3">
              <Trans>Date and time</Trans>
            </th>
            <th scope="col" className="px-4 py-3">
              <Trans>Status</Trans>
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((r, i) => {
            const open = expanded.has(r.id);
            return (
              <Fragment key={r.id}>
                <tr className={open ? 'bg-brand-50/30' : undefined}>
                  <td className="px-4 py-3 tabular-nums text-slate-500">{firstIndex + i}</td>
                  <td className="px-4 py-3">
                    <ServiceIcon type={r.service_type} />
                    <VerifiedBadge verified={r.verified} className="mt-1" />
                  </td>
                  <td className="px-4 py-3 text-slate-800">{requestWhen(r.request_date, r.request_time)}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={r.status} />
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-2">
                      <EditButton request={r} me={me} />
                      <ToggleButton id={r.id} open={open} onToggle={onToggle} />
                    </div>
                  </td>
                </tr>
                {open && (
                  <tr id={`request-extra-${r.id}`} className="bg-brand-50/30">
                    <td />
                    <td colSpan={4} className="px-4 pb-5 pt-1">
                      <RequestExtra request={r} isAdmin={Boolean(me?.isadmin)} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Narrow screens: one card per request, expanding in place. */
export function RequestCards({ items, firstIndex, expanded, onToggle, me, caption }: ViewProps) {
  return (
    <ol className="space-y-3" aria-label={caption}>
      {items.map((r, i) => {
        const open = expanded.has(r.id);
        return (
          <li key={r.id} className="rounded-2xl border border-slate-200/70 bg-white p-4 shadow-card">
            <div className="flex items-start justify-between gap-3">
              <div className="flex items-center gap-3">
                <span className="text-sm tabular-nums text-slate-500">#{firstIndex + i}</span>
                <ServiceIcon type={r.service_type} />
              </div>
              <StatusBadge status={r.status} />
            </div>
            <p className="mt-2 text-sm text-slate-800">{requestWhen(r.request_date, r.request_time)}</p>
            <VerifiedBadge verified={r.verified} />
            <div className="mt-3 flex flex-wrap gap-2">
              <EditButton request={r} me={me} />
              <ToggleButton id={r.id} open={open} onToggle={onToggle} />
            </div>
            {open && (
              <div id={`request-extra-${r.id}`} className="mt-4 border-t border-slate-100 pt-4">
                <RequestExtra request={r} isAdmin={Boolean(me?.isadmin)} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
