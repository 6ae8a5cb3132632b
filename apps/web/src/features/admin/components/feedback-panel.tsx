import { useState } from 'react';
import { CardSkeletons } from '../../../components/ui/skeleton';
import { Stars } from '../../../components/ui/star-rating';
import { formatDate } from '../../../lib/format';
import { useFeedback } from '../api/feedback';
import { Pager, pageCount } from '../../../components/ui/pager';

export function FeedbackPanel() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useFeedback(page);
  return (
    <section aria-labelledby="feedback-title">
      <h2 id="feedback-title" className="mb-3 text-lg font-semibold">
        Feedback
      </h2>
      {isPending ? (
        <CardSkeletons count={3} className="h-24" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          Could not load feedback. Please try again.
        </p>
      ) : data.items.length === 0 ? (
        <p className="rounded-xl bg-slate-100 p-6 text-center text-slate-600">No feedback yet.</p>
      ) : (
        <ul className="space-y-3">
          {data.items.map((f) => (
            <li key={f.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  {f.name} <span className="font-normal text-slate-500">&lt;{f.email}&gt;</span>
                </p>
                {f.rating ? <Stars rating={f.rating} /> : <span className="text-xs text-slate-500">No rating</span>}
              </div>
              <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{f.message}</p>
              <p className="mt-2 text-xs text-slate-500">{formatDate(f.created_at)}</p>
            </li>
          ))}
        </ul>
      )}
      {data && <Pager page={page} pages={pageCount(data)} onPage={setPage} />}
    </section>
  );
}
