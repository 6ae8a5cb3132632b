import { Trans, useLingui } from '@lingui/react/macro';
import type { Grievance } from '@padosi/shared/grievances';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';
import { KIND_LABELS, STATUS_LABELS, STATUS_TONES } from './grievance-words';

/** One of the resident's requests: what they asked, by when, and the officer's answers. */
export function GrievanceCard({ grievance: g }: { grievance: Grievance }) {
  const { t, i18n } = useLingui();
  const dueAt = formatDate(g.due_at);
  const createdAt = formatDate(g.created_at);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card" aria-labelledby={`grievance-${g.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`grievance-${g.id}`} className="font-semibold text-slate-900">
          {g.ref}: {i18n._(KIND_LABELS[g.kind])}
        </h3>
        <Badge tone={STATUS_TONES[g.status]}>{i18n._(STATUS_LABELS[g.status])}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {g.status === 'closed' ? (
          <Trans>Raised on {createdAt}.</Trans>
        ) : (
          <Trans>
            Raised on {createdAt}. To be answered by {dueAt}.
          </Trans>
        )}
      </p>
      <p className="mt-2 whitespace-pre-line break-words text-slate-800">{g.message}</p>
      {g.replies.length > 0 && (
        <ol className="mt-3 space-y-2" aria-label={t`Answers of the grievance officer`}>
          {g.replies.map((r, i) => (
            <li key={i} className="rounded-xl bg-brand-50 p-3">
              <p className="text-xs font-semibold text-brand-800">
                <Trans>Grievance officer, {formatDate(r.created_at)}</Trans>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-800">{r.body}</p>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
