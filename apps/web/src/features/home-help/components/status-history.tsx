import { Trans } from '@lingui/react/macro';
import type { HomeHelpDetails } from '@padosi/shared/home-help';
import { formatStamp } from '../format';
import { StatusBadge } from './status-badge';

/** Every status the request has had, oldest first, with who set it and when (India time). */
export function StatusHistory({ history }: { history: HomeHelpDetails['history'] }) {
  if (history.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No changes recorded yet.</Trans>
      </p>
    );
  return (
    <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5">
      {history.map((h, i) => (
        <li key={`${h.changed_at}-${i}`} className="relative">
          <span className="absolute -left-[1.72rem] top-1.5 size-3 rounded-full bg-brand-600 ring-4 ring-white" aria-hidden="true" />
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={h.status} />
            <time dateTime={h.changed_at} className="text-sm text-slate-700">
              {formatStamp(h.changed_at)}
            </time>
          </div>
          <p className="mt-0.5 text-sm text-slate-500">{h.changed_by_name ? <Trans>by {h.changed_by_name}</Trans> : <Trans>by the admin team</Trans>}</p>
        </li>
      ))}
    </ol>
  );
}
