import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { zonedTime } from '@padosi/shared/clock';
import { Pager, pageCount } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { communityTimeZone } from '../../../lib/clock';
import { formatDate } from '../../../lib/format';
import { usePendingErasures } from '../api/erasures';
import { AdminPage } from '../components/admin-page';

/** Day and 24-hour time in the community's clock: the grace period is 48 hours, so the hour matters. */
const when = (iso: string) => `${formatDate(iso)}, ${zonedTime(communityTimeZone(), new Date(iso))}`;

/** Accounts locked by "Delete my account" and waiting for the hourly sweep to erase them (issue 30). */
export default function ErasuresPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = usePendingErasures(page);
  return (
    <AdminPage
      title={t`Account deletions`}
      lead={t`Residents who asked to delete their account. Each is locked now and erased after the time shown, unless they sign in and cancel.`}
    >
      <QueryState
        query={query}
        skeleton={{ count: 3, className: 'h-24', grid: 'grid gap-3' }}
        failure={t`Could not load the pending deletions. Please try again.`}
        alwaysFailure
        isEmpty={(d) => d.items.length === 0}
        empty={t`No account is waiting to be deleted.`}
      >
        {({ items }) => (
          <ul className="space-y-3" aria-label={t`Pending account deletions`}>
            {items.map((e) => (
              <li key={e.user_id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-card">
                <p className="font-semibold text-slate-900">{e.name}</p>
                <p className="break-all text-sm text-slate-600">{e.email}</p>
                <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                  <dt className="text-slate-500">
                    <Trans>Requested</Trans>
                  </dt>
                  <dd className="text-slate-800">{when(e.requested_at)}</dd>
                  <dt className="text-slate-500">
                    <Trans>Erased after</Trans>
                  </dt>
                  <dd className="font-semibold text-slate-900">{when(e.erase_after)}</dd>
                  <dt className="text-slate-500">
                    <Trans>Reviews</Trans>
                  </dt>
                  <dd className="text-slate-800">{e.remove_reviews ? t`Removed with the account` : t`Kept as "Former resident"`}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {query.data && <Pager page={page} pages={pageCount(query.data)} onPage={setPage} />}
    </AdminPage>
  );
}
