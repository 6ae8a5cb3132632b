import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { Stars } from '../../../components/ui/star-rating';
import { formatDate } from '../../../lib/format';
import { useFeedback } from '../api/feedback';
import { Pager, pageCount } from '../../../components/ui/pager';

export function FeedbackPanel() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useFeedback(page);
  return (
    <section aria-labelledby="feedback-title">
      <h2 id="feedback-title" className="mb-3 text-lg font-semibold">
        <Trans>Feedback</Trans>
      </h2>
      <QueryState
        query={query}
        skeleton={{ count: 3, className: 'h-24', grid: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' }}
        failure={t`Could not load feedback. Please try again.`}
        alwaysFailure
        isEmpty={(d) => d.items.length === 0}
        empty={t`No feedback yet.`}
      >
        {({ items }) => (
          <ul className="space-y-3">
            {items.map((f) => (
              <li key={f.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-slate-900">
                    {f.name} <span className="font-normal text-slate-500">&lt;{f.email}&gt;</span>
                  </p>
                  {f.rating ? <Stars rating={f.rating} /> : <span className="text-xs text-slate-500">{t`No rating`}</span>}
                </div>
                <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{f.message}</p>
                <p className="mt-2 text-xs text-slate-500">{formatDate(f.created_at)}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {query.data && <Pager page={page} pages={pageCount(query.data)} onPage={setPage} />}
    </section>
  );
}
