import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { GRIEVANCE_FILTERS, type AdminGrievance, type GrievanceFilter, type GrievanceKind, type GrievanceStatus } from '@padosi/shared/grievances';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Field, Select } from '../../../components/ui/field';
import { Pager, pageCount } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/format';
import { useGrievanceQueue } from '../api/grievances';
import { AdminPage } from '../components/admin-page';
import { GrievanceAnswer } from '../components/grievance-answer';

const KINDS: Record<GrievanceKind, MessageDescriptor> = {
  complaint: msg`Complaint about data use`,
  correction: msg`Correction`,
  erasure: msg`Erasure`,
  access: msg`Access to data`,
};
const STATUSES: Record<GrievanceStatus, MessageDescriptor> = { open: msg`Open`, answered: msg`Answered`, closed: msg`Closed` };
const TONES: Record<GrievanceStatus, BadgeTone> = { open: 'yellow', answered: 'brand', closed: 'green' };
const FILTERS: Record<GrievanceFilter, MessageDescriptor> = { pending: msg`Still to close`, ...STATUSES };

function Item({ g }: { g: AdminGrievance }) {
  const { t, i18n } = useLingui();
  const age = g.age_days;
  const due = formatDate(g.due_at);
  return (
    <li className={`rounded-2xl border bg-white p-4 shadow-card ${g.overdue ? 'border-red-300' : 'border-slate-200'}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">
          {g.ref}: {i18n._(KINDS[g.kind])}
        </h2>
        <div className="flex flex-wrap gap-2">
          {g.overdue && <Badge tone="red">{t`Overdue`}</Badge>}
          <Badge tone={TONES[g.status]}>{i18n._(STATUSES[g.status])}</Badge>
        </div>
      </div>
      <p className="mt-1 break-all text-sm text-slate-600">
        {g.name} · {g.email} {g.is_visitor && <span className="text-slate-500">({t`visitor`})</span>}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">
          <Trans>Age</Trans>
        </dt>
        <dd className="text-slate-800">{age === 1 ? t`1 day` : t`${age} days`}</dd>
        <dt className="text-slate-500">
          <Trans>Answer by</Trans>
        </dt>
        <dd className={g.overdue ? 'font-semibold text-red-700' : 'font-semibold text-slate-900'}>{due}</dd>
      </dl>
      <p className="mt-2 whitespace-pre-line break-words text-slate-800">{g.message}</p>
      {g.replies.length > 0 && (
        <ol className="mt-3 space-y-2" aria-label={t`Answers sent`}>
          {g.replies.map((r, i) => (
            <li key={i} className="rounded-xl bg-slate-50 p-3 text-sm">
              <p className="text-xs font-semibold text-slate-500">{formatDate(r.created_at)}</p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-800">{r.body}</p>
            </li>
          ))}
        </ol>
      )}
      {g.status !== 'closed' && <GrievanceAnswer grievance={g} />}
    </li>
  );
}

/** The grievance officer's queue (issue 30): nearest deadline first, overdue ones marked; answer and close here. */
export default function GrievancesPage() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<GrievanceFilter>('pending');
  const [page, setPage] = useState(1);
  const query = useGrievanceQueue(status, page);
  return (
    <AdminPage
      title={t`Grievances`}
      lead={t`Privacy complaints and requests to see, correct or erase data. Answer each before its deadline; every step is in the audit log.`}
    >
      <div className="mb-4 max-w-xs">
        <Field label={t`Show`}>
          {({ id }) => (
            <Select
              id={id}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as GrievanceFilter);
                setPage(1);
              }}
            >
              {GRIEVANCE_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {i18n._(FILTERS[f])}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <QueryState
        query={query}
        skeleton={{ count: 3, className: 'h-40', grid: 'grid gap-3' }}
        failure={t`Could not load the grievances. Please try again.`}
        alwaysFailure
        isEmpty={(d) => d.items.length === 0}
        empty={t`No request here.`}
      >
        {({ items }) => (
          <ul className="space-y-3" aria-label={t`Grievance requests`}>
            {items.map((g) => (
              <Item key={g.id} g={g} />
            ))}
          </ul>
        )}
      </QueryState>
      {query.data && <Pager page={page} pages={pageCount(query.data)} onPage={setPage} />}
    </AdminPage>
  );
}
